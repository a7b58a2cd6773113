import { describe, expect, it } from 'vitest';
import {
  autopaySchema,
  lowBalanceAutoTopUpSchema,
  monthlyAutoTopUpSchema,
  pendingTopUpTransactionSchema,
  recurringPaymentMethodSchema,
  savedCardSchema,
} from './payments';

const visa = {
  cardId: 'tok_visa_1111',
  type: 'Visa',
  maskedNumber: '************1111',
  expiry: '08/29',
};

describe('savedCardSchema', () => {
  it('parses a saved card', () => {
    expect(savedCardSchema.parse(visa)).toEqual(visa);
  });

  it('rejects a full card number, a bad expiry or an unknown card type', () => {
    expect(savedCardSchema.safeParse({ ...visa, maskedNumber: '4111111111111111' }).success).toBe(
      false,
    );
    expect(savedCardSchema.safeParse({ ...visa, expiry: '13/29' }).success).toBe(false);
    expect(savedCardSchema.safeParse({ ...visa, type: 'Eftpos' }).success).toBe(false);
  });
});

describe('auto top-ups and autopay', () => {
  it('parses the prepay demo settings', () => {
    const lowBalance = {
      amount: 2000,
      lowBalanceThreshold: 500,
      cardId: 'tok_visa_1111',
      requiresCustomerConfirmation: false,
    };
    const monthly = {
      targetMsisdn: '0201234570',
      cardId: 'tok_visa_1111',
      dayOfMonth: 15,
      amount: 3000,
    };
    expect(lowBalanceAutoTopUpSchema.parse(lowBalance)).toEqual(lowBalance);
    expect(monthlyAutoTopUpSchema.parse(monthly)).toEqual(monthly);
    expect(autopaySchema.parse({ cardId: 'tok_visa_1111', enabled: true })).toEqual({
      cardId: 'tok_visa_1111',
      enabled: true,
    });
  });

  it('rejects day 29 and amounts in dollars', () => {
    const monthly = {
      targetMsisdn: '0201234570',
      cardId: 'tok_visa_1111',
      dayOfMonth: 29,
      amount: 3000,
    };
    expect(monthlyAutoTopUpSchema.safeParse(monthly).success).toBe(false);
    expect(
      monthlyAutoTopUpSchema.safeParse({ ...monthly, dayOfMonth: 28, amount: 30.5 }).success,
    ).toBe(false);
  });
});

describe('recurringPaymentMethodSchema', () => {
  const directDebit = {
    recurringPaymentType: 'DirectDebit',
    directDebitDetails: {
      payee: 'A Ngata',
      bankCode: '12',
      bankBranch: '3140',
      bankAccount: '0123456',
      bankSuffix: '00',
    },
  };

  it('parses direct debit, card and manual methods', () => {
    expect(recurringPaymentMethodSchema.parse(directDebit)).toEqual(directDebit);
    const paperless = { ...directDebit, recurringPaymentType: 'PaperlessDirectDebit' };
    expect(recurringPaymentMethodSchema.parse(paperless)).toEqual(paperless);
    const card = {
      recurringPaymentType: 'CreditCard',
      creditCardDetails: { ...visa, cardholderName: 'A NGATA' },
    };
    expect(recurringPaymentMethodSchema.parse(card)).toEqual(card);
    expect(recurringPaymentMethodSchema.parse({ recurringPaymentType: 'Manual' })).toEqual({
      recurringPaymentType: 'Manual',
    });
  });

  it('rejects an unknown type, a method missing its details and a bad bank account', () => {
    expect(recurringPaymentMethodSchema.safeParse({ recurringPaymentType: 'Cheque' }).success).toBe(
      false,
    );
    expect(
      recurringPaymentMethodSchema.safeParse({ recurringPaymentType: 'DirectDebit' }).success,
    ).toBe(false);
    const shortAccount = {
      ...directDebit,
      directDebitDetails: { ...directDebit.directDebitDetails, bankAccount: '123' },
    };
    expect(recurringPaymentMethodSchema.safeParse(shortAccount).success).toBe(false);
  });
});

describe('pendingTopUpTransactionSchema', () => {
  it('parses a pending online-banking top-up and rejects an unknown operation', () => {
    const pending = {
      transactionGuid: '5d1c2e7a-0b9f-4d6e-8f3a-7c2b1a0e9d88',
      operation: 'OnlineBankingTopUp',
      accountCode: '30000101',
      targetMsisdn: '0201234570',
      amount: 2000,
      createdAt: '2026-03-02T10:05:00+13:00',
    };
    expect(pendingTopUpTransactionSchema.parse(pending)).toEqual(pending);
    expect(
      pendingTopUpTransactionSchema.safeParse({ ...pending, operation: 'TopUpOnline' }).success,
    ).toBe(false);
  });
});
