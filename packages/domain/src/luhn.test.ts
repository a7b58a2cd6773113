import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isLuhnValid, luhnCheckDigit } from './luhn';

const digits = (min: number, max: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max })
    .map((d) => d.join(''));

describe('Luhn', () => {
  it('accepts known good numbers and rejects known bad ones', () => {
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('79927398710')).toBe(false);
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid('4111 1111')).toBe(false);
    expect(luhnCheckDigit('7992739871')).toBe(3);
  });

  it('a number completed by its check digit is valid', () => {
    fc.assert(
      fc.property(digits(1, 18), (body) => {
        expect(isLuhnValid(body + String(luhnCheckDigit(body)))).toBe(true);
      }),
    );
  });

  it('changing any single digit makes it invalid', () => {
    fc.assert(
      fc.property(digits(1, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, delta) => {
        const full = body + String(luhnCheckDigit(body));
        const index = at % full.length;
        const changed = (Number(full.charAt(index)) + delta) % 10;
        const mutated = full.slice(0, index) + String(changed) + full.slice(index + 1);
        expect(isLuhnValid(mutated)).toBe(false);
      }),
    );
  });
});
