import { describe, expect, it } from 'vitest';
import { bensConfiguration } from '../testing/top-up-fixtures';
import {
  amountError,
  initialTopUpValues,
  readTopUpForm,
  submitLabelOf,
  suggestedTopUps,
  topUpDialogStep,
} from './top-up-form-model';

const config = bensConfiguration();
const limits = config.limits;
const values = { ...initialTopUpValues(config), amount: '20' };

describe('amountError', () => {
  it('takes up to 2 decimals with commas as dots, inside the limits', () => {
    for (const ok of ['5', '5.00', '20,5', ' 500 ', '499.99']) {
      expect(amountError(ok, limits)).toBeUndefined();
    }
    expect(amountError('4.99', limits)).toBe('Top up at least $5.00.');
    expect(amountError('500.01', limits)).toBe('Top up at most $500.00.');
    for (const bad of ['', 'abc', '1.234', '0', '-20', '2O']) {
      expect(amountError(bad, limits)).toBe('Please enter a valid payment amount');
    }
  });
});

describe('the day of the month', () => {
  const dayOfMonthError = (dayOfMonth: string) =>
    readTopUpForm({ ...values, dayOfMonth }, 'AddingMonthlyAutoTopUp', limits).errors.dayOfMonth;

  it('takes whole days from 1 to 28', () => {
    expect(dayOfMonthError('1')).toBeUndefined();
    expect(dayOfMonthError(' 28 ')).toBeUndefined();
    for (const bad of ['0', '29', '31', '', '2.5', 'x']) {
      expect(dayOfMonthError(bad)).toBe('Choose a day from 1 to 28.');
    }
  });
});

describe('readTopUpForm', () => {
  it('builds each top-up from the form, amounts in cents', () => {
    expect(readTopUpForm({ ...values, amount: '12,3' }, 'TopUp', limits).request).toEqual({
      operation: 'TopUp',
      cardId: 'card_mc_4444',
      amount: 1230,
    });
    expect(
      readTopUpForm({ ...values, saveCard: true }, 'TopUpFromNewCard', limits).request,
    ).toEqual({ operation: 'TopUpFromNewCard', amount: 2000, saveCard: true });
    expect(
      readTopUpForm({ ...values, voucherNumber: '1234-5678 9012' }, 'VoucherTopUp', limits).request,
    ).toEqual({ operation: 'VoucherTopUp', voucherNumber: '123456789012' });
  });

  it('asks only for what the operation needs', () => {
    // A voucher top-up has no amount; a top-up no voucher.
    expect(readTopUpForm({ ...values, amount: '' }, 'VoucherTopUp', limits).errors).toEqual({
      voucherNumber: 'Enter the 12 digits of the voucher.',
    });
    expect(readTopUpForm(values, 'TopUp', limits).errors).toEqual({});
  });

  it('needs a saved card and the terms for an auto top-up, and a day from 1 to 28', () => {
    const reading = readTopUpForm(
      { ...values, selectedCardId: 'none', dayOfMonth: '29' },
      'AddingMonthlyAutoTopUp',
      limits,
    );
    expect(reading.request).toBeNull();
    expect(reading.errors).toEqual({
      selectedCardId: 'Choose a saved card. To use a new card, top up with it and save it first.',
      termsAccepted:
        'Please check and agree for all the conditions in order to proceed to the next step',
      dayOfMonth: 'Choose a day from 1 to 28.',
    });
    expect(
      readTopUpForm(
        { ...values, dayOfMonth: '28', termsAccepted: true },
        'AddingMonthlyAutoTopUp',
        limits,
      ).request,
    ).toEqual({
      operation: 'AddingMonthlyAutoTopUp',
      cardId: 'card_mc_4444',
      amount: 2000,
      dayOfMonth: 28,
    });
    expect(
      readTopUpForm(
        { ...values, threshold: '600', termsAccepted: true },
        'AddingLowBalanceAutoTopUp',
        limits,
      ).errors,
    ).toEqual({ threshold: 'Choose a balance of at most $500.00.' });
  });
});

describe('topUpDialogStep', () => {
  it('takes the gateway top-ups across the redirect, everything else in one step', () => {
    expect(topUpDialogStep('TopUpFromNewCard')).toBe('BEFORE_PAYMARK');
    expect(topUpDialogStep('OnlineBankingTopUp')).toBe('BEFORE_PAYMARK');
    for (const operation of ['TopUp', 'VoucherTopUp', 'AddingAutoPay', 'RemoveCard'] as const) {
      expect(topUpDialogStep(operation)).toBe('ONE_STEP');
    }
  });
});

describe('submitLabelOf', () => {
  it('says the amount once it is a valid one, and only for top-ups that take one', () => {
    expect(submitLabelOf({ ...values, amount: '20' }, 'TopUp', limits)).toBe('Top up $20.00');
    expect(submitLabelOf({ ...values, amount: '12,5' }, 'TopUpFromNewCard', limits)).toBe(
      'Top up $12.50',
    );
    expect(submitLabelOf({ ...values, amount: '15' }, 'OnlineBankingTopUp', limits)).toBe(
      'Top up $15.00',
    );
    for (const unfinished of ['', '4.99', 'abc']) {
      expect(submitLabelOf({ ...values, amount: unfinished }, 'TopUp', limits)).toBe('Top up');
    }
    expect(submitLabelOf(values, 'VoucherTopUp', limits)).toBe('Top up');
    expect(submitLabelOf(values, 'AddingLowBalanceAutoTopUp', limits)).toBe('Set up Auto Top Up');
  });
});

describe('suggestedTopUps', () => {
  it('offers the common amounts the limits allow', () => {
    expect(suggestedTopUps(limits)).toEqual([1000, 2000, 3000, 5000]);
    expect(suggestedTopUps({ ...limits, minimumTopUp: 1500, maximumTopUp: 3000 })).toEqual([
      2000, 3000,
    ]);
  });
});
