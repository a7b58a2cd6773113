import { describe, expect, it } from 'vitest';
import { ALL_CONFIRMATIONS } from '../../../../../../../test-support/direct-debit';
import { schemaValidate } from '../../../../shared/forms/schema-validate';
import { debitNotice } from './direct-debit-notice';
import {
  EMPTY_DIRECT_DEBIT,
  directDebitFormSchema,
  formatBankAccountInput,
} from './direct-debit-model';
import { maskBankAccount } from './current-method';

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

const directDebitMessages = schemaValidate(directDebitFormSchema);

describe('directDebitFormSchema', () => {
  it('accepts a valid account, a name and all four confirmations', () => {
    expect(
      directDebitMessages({
        bankAccount: '12-3140-0171323-50',
        accountName: 'Aroha Ngata',
        confirmations: ALL_CONFIRMATIONS,
      }),
    ).toEqual({});
  });

  it('refuses a wrong check digit, an empty name and a missing confirmation', () => {
    expect(
      directDebitMessages({
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
    expect(Object.keys(directDebitMessages(EMPTY_DIRECT_DEBIT))).toHaveLength(3);
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
