import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BANK_ACCOUNT_DISPLAY_PATTERN,
  formatBankAccount,
  hasBankAccountDigitCount,
  parseBankAccount,
} from './bank-account';

describe('NZ bank account format', () => {
  it('parses the usual ways of typing it', () => {
    const expected = {
      bankCode: '12',
      bankBranch: '3140',
      bankAccount: '0171323',
      bankSuffix: '50',
    };
    expect(parseBankAccount('12-3140-0171323-50')).toEqual(expected);
    expect(parseBankAccount('12 3140 0171323 50')).toEqual(expected);
    expect(parseBankAccount('123140017132350')).toEqual(expected);
    // The padded IRD form cannot tell a 2-digit suffix from a 3-digit one; 3 is kept.
    expect(parseBankAccount('123140001713230050')).toEqual({ ...expected, bankSuffix: '050' });
    expect(parseBankAccount('1231400171323050')).toEqual({ ...expected, bankSuffix: '050' });
    expect(parseBankAccount('12314000171323050')).toBeUndefined();
    expect(parseBankAccount('12-3140-171323-50')).toBeUndefined();
    expect(parseBankAccount('12-3140-0171323-5')).toBeUndefined();
    expect(parseBankAccount('12-3140-0171323-50a')).toBeUndefined();
  });

  it('checks 15-18 digits', () => {
    expect(hasBankAccountDigitCount('12-3140-0171323-50')).toBe(true);
    expect(hasBankAccountDigitCount('12-3140-0171323-5')).toBe(false);
    expect(hasBankAccountDigitCount('1'.repeat(18))).toBe(true);
    expect(hasBankAccountDigitCount('1'.repeat(19))).toBe(false);
  });

  it('format then parse is the identity, and the display pattern holds', () => {
    const digits = (n: number) =>
      fc
        .array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n })
        .map((d) => d.join(''));
    const account = fc.record({
      bankCode: digits(2),
      bankBranch: digits(4),
      bankAccount: digits(7),
      bankSuffix: fc.oneof(digits(2), digits(3)),
    });
    fc.assert(
      fc.property(account, (a) => {
        const shown = formatBankAccount(a);
        expect(shown).toMatch(BANK_ACCOUNT_DISPLAY_PATTERN);
        expect(parseBankAccount(shown)).toEqual(a);
        expect(parseBankAccount(shown.replace(/-/g, ''))).toEqual(a);
      }),
    );
  });
});
