import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkBankAccount, isValidBankAccount, parseBankAccount } from './bank-account';
import { checkBankAccountDigits, checkDigitAlgorithmFor } from './bank-account-check-digits';

describe('NZ bank account check digits', () => {
  it.each([
    // The worked examples of Inland Revenue's specification.
    ['01-902-0068389-00', 'A'],
    ['08-6523-1954512-001', 'D'],
    ['26-2600-0320871-032', 'G'],
    // A real, widely published ASB account.
    ['12-3140-0171323-50', 'A'],
    // Computed by hand for the other algorithms.
    ['01-0902-0995108-00', 'B'],
    ['09-0000-7760317-00', 'E'],
    ['25-2500-1234569-000', 'F'],
    ['33-6700-7654325-00', 'F'],
    ['28-2100-1234564-000', 'G'],
    ['31-2800-1234567-000', 'X'],
  ])('%s passes with algorithm %s', (input, algorithm) => {
    const parsed = parseBankAccount(input);
    expect(parsed).toBeDefined();
    if (parsed === undefined) return;
    expect(
      checkBankAccountDigits({
        bank: parsed.bankCode,
        branch: parsed.bankBranch,
        account: parsed.bankAccount,
        suffix: parsed.bankSuffix,
      }),
    ).toEqual({ valid: true, algorithm });
  });

  it.each([
    ['01-902-0068388-00', 'check-digit'],
    ['08-6523-1954513-001', 'check-digit'],
    ['26-2600-0320872-032', 'check-digit'],
    ['12-3140-0171324-50', 'check-digit'],
    ['09-0000-7760318-00', 'check-digit'],
    ['05-0001-0068389-00', 'unknown-bank'],
    ['01-1000-0068389-00', 'branch'],
    ['08-6600-1954512-001', 'branch'],
    ['12-34-5', 'format'],
  ])('%s fails (%s)', (input, reason) => {
    expect(checkBankAccount(input)).toEqual({ valid: false, reason });
  });

  it('switches from A to B at base 00990000', () => {
    const parts = { bank: '01', branch: '0902', suffix: '00' };
    expect(checkDigitAlgorithmFor({ ...parts, account: '0989999' })).toBe('A');
    expect(checkDigitAlgorithmFor({ ...parts, account: '0990000' })).toBe('B');
  });

  it('a single changed digit of an A-algorithm base is always caught', () => {
    const digit = fc.integer({ min: 0, max: 9 });
    const fiveDigits = fc.array(digit, { minLength: 5, maxLength: 5 }).map((d) => d.join(''));
    fc.assert(
      fc.property(
        fiveDigits,
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 9 }),
        (body, at, delta) => {
          // Base 01 + five digits + check digit stays below 0990000, so always algorithm A.
          const completions = Array.from({ length: 10 }, (_, d) => `01-0902-01${body}${d}-00`);
          const valid = completions.find((c) => isValidBankAccount(c));
          fc.pre(valid !== undefined);
          const index = 10 + at; // inside the five free digits
          const changed = String((Number(valid.charAt(index)) + delta) % 10);
          const mutated = valid.slice(0, index) + changed + valid.slice(index + 1);
          expect(isValidBankAccount(mutated)).toBe(false);
        },
      ),
    );
  });
});
