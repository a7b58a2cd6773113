import { describe, expect, it } from 'vitest';
import { ALL_CONFIRMATIONS } from '../../../../../../../test-support/direct-debit';
import { EMPTY_CARD, validateCard } from '../../../../shared/cards';
import { debitNotice } from './direct-debit-notice';
import {
  EMPTY_DIRECT_DEBIT,
  formatBankAccountInput,
  validateDirectDebit,
} from './direct-debit-model';
import { maskBankAccount } from './current-method';

/** 21/11/2026 in Auckland. */
const TODAY = new Date('2026-11-21T01:00:00Z');

describe('formatBankAccountInput', () => {
  it.each([
    ['12', '12'],
    ['123', '12-3'],
    ['1231400171323', '12-3140-0171323'],
    ['12-3140-0171323-50', '12-3140-0171323-50'],
    ['12 3140 0171323 050', '12-3140-0171323-050'],
    ['12314001713230501', '12-3140-0171323-050'],
  ])('formats %j as %j', (input, shown) => {
    expect(formatBankAccountInput(input)).toBe(shown);
  });
});

describe('validateDirectDebit', () => {
  it('accepts a valid account, a name and all four confirmations', () => {
    expect(
      validateDirectDebit({
        bankAccount: '12-3140-0171323-50',
        accountName: 'Aroha Ngata',
        confirmations: ALL_CONFIRMATIONS,
      }),
    ).toEqual({});
  });

  it('refuses a wrong check digit, an empty name and a missing confirmation', () => {
    expect(
      validateDirectDebit({
        bankAccount: '12-3140-0171324-50',
        accountName: '  ',
        confirmations: { ...ALL_CONFIRMATIONS, acceptsTermsAndConditions: false },
      }),
    ).toEqual({
      bankAccount: 'Please enter a valid New Zealand bank account number',
      accountName: 'Please enter a valid account name',
      confirmations:
        'Please check and agree for all the conditions in order to proceed to the next step',
    });
    expect(Object.keys(validateDirectDebit(EMPTY_DIRECT_DEBIT))).toHaveLength(3);
  });
});

describe('debitNotice', () => {
  it('is 2 days for weekly or fortnightly billing and 7 for monthly', () => {
    expect(debitNotice('Weekly').days).toBe(2);
    expect(debitNotice('Fortnightly').days).toBe(2);
    expect(debitNotice('Monthly').days).toBe(7);
    expect(debitNotice(null).days).toBe(7);
  });
});

describe('maskBankAccount', () => {
  it('shows only the last 2 digits of the account base', () => {
    expect(
      maskBankAccount({
        payee: 'A',
        bankCode: '12',
        bankBranch: '3140',
        bankAccount: '0171323',
        bankSuffix: '50',
      }),
    ).toBe('12-3140-•••••23-50');
  });
});

describe('validateCard', () => {
  const good = {
    cardholderName: 'Aroha Ngata',
    cardNumber: '5555 5555 5555 4444',
    cvv: '123',
    expiryMonth: '11',
    expiryYear: '2026',
  };

  it('accepts a Mastercard expiring this month', () => {
    expect(validateCard(good, TODAY)).toEqual({});
  });

  it('refuses an expiry month already past this year', () => {
    expect(validateCard({ ...good, expiryMonth: '10' }, TODAY)).toEqual({
      expiryMonth: 'Please select a valid expiry month',
    });
  });

  it('refuses a number that fails the checksum', () => {
    expect(validateCard({ ...good, cardNumber: '4111 1111 1111 1112' }, TODAY)).toEqual({
      cardNumber: 'Please enter a valid credit/debit card number',
    });
  });

  it('gives every field its message when empty', () => {
    expect(validateCard(EMPTY_CARD, TODAY)).toEqual({
      cardholderName: 'Please enter a valid cardholder name',
      cardNumber: 'Please enter a valid credit/debit card number',
      cvv: 'Please enter a valid CVV/CVC',
      expiryMonth: 'Please select a valid expiry month',
      expiryYear: 'Please select a valid expiry year',
    });
  });
});
