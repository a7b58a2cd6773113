import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TOP_UP_MAX_CENTS,
  TOP_UP_MIN_CENTS,
  centsToAmountInput,
  checkPaymentAmount,
  isAmountInRange,
  isWithinGeneralAmountLimit,
  parseAmountToCents,
} from './amount';
import { formatNzd } from './money';

describe('amounts', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['12,50', 1250],
    [' 0.1 ', 10],
    ['+3.07', 307],
    ['-3.07', -307],
    ['-0', 0],
    ['1500', 150000],
    ['0.29', 29],
    ['1.005', undefined],
    ['12.', undefined],
    ['.5', undefined],
    ['1,234.50', undefined],
    ['$5', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('%s → %s cents', (input, cents) => {
    expect(parseAmountToCents(input)).toBe(cents);
  });

  it('keeps the configured top-up limits', () => {
    expect(TOP_UP_MIN_CENTS).toBe(500);
    expect(TOP_UP_MAX_CENTS).toBe(50000);
  });

  it('checks payment amounts against the limits, inclusive', () => {
    expect(checkPaymentAmount('5')).toEqual({ valid: true, cents: 500 });
    expect(checkPaymentAmount('500.00')).toEqual({ valid: true, cents: 50000 });
    expect(checkPaymentAmount('4.99')).toEqual({ valid: false, reason: 'below-min' });
    expect(checkPaymentAmount('500.01')).toEqual({ valid: false, reason: 'above-max' });
    expect(checkPaymentAmount('0')).toEqual({ valid: false, reason: 'not-positive' });
    expect(checkPaymentAmount('-5')).toEqual({ valid: false, reason: 'not-positive' });
    expect(checkPaymentAmount('5.5.5')).toEqual({ valid: false, reason: 'format' });
    expect(checkPaymentAmount('2000', { minCents: 1, maxCents: 200000 })).toEqual({
      valid: true,
      cents: 200000,
    });
  });

  it('has the general 0..1500 check and an inclusive range check', () => {
    expect(isWithinGeneralAmountLimit(0)).toBe(true);
    expect(isWithinGeneralAmountLimit(150000)).toBe(true);
    expect(isWithinGeneralAmountLimit(150001)).toBe(false);
    expect(isWithinGeneralAmountLimit(-1)).toBe(false);
    expect(isAmountInRange(10, 10, 20)).toBe(true);
    expect(isAmountInRange(21, 10, 20)).toBe(false);
  });

  it('cents → input text → cents is the identity', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(parseAmountToCents(centsToAmountInput(cents))).toBe(cents);
      }),
    );
  });

  it('amount text → cents → NZD display keeps the same digits', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), (dollars, c) => {
        const text = `${dollars}.${String(c).padStart(2, '0')}`;
        const cents = parseAmountToCents(text);
        expect(cents).toBe(dollars * 100 + c);
        expect(formatNzd(cents ?? 0).replace(/[$,]/g, '')).toBe(text);
      }),
    );
  });
});
