import { describe, expect, it } from 'vitest';
import { cardSurchargeCents, withCardSurcharge } from './surcharge';

describe('cardSurchargeCents', () => {
  it('rounds half a cent up: 1.5% of $25.00 is 37.5 cents, charged as 38', () => {
    expect(cardSurchargeCents(2500, 1.5)).toBe(38);
  });

  it('rounds below half a cent down', () => {
    // 1.5% of $10.01 is 15.015 cents.
    expect(cardSurchargeCents(1001, 1.5)).toBe(15);
    // 1.5% of $10.03 is 15.045 cents.
    expect(cardSurchargeCents(1003, 1.5)).toBe(15);
    // 1.5% of $10.05 is 15.075 cents.
    expect(cardSurchargeCents(1005, 1.5)).toBe(15);
    // 1.5% of $10.10 is 15.15 cents.
    expect(cardSurchargeCents(1010, 1.5)).toBe(15);
  });

  it('does not drift on percentages floats cannot hold exactly', () => {
    // 1.1 × 5000 = 5500.000000000001 in floating point; 55 cents exactly.
    expect(cardSurchargeCents(5000, 1.1)).toBe(55);
    // 2.05% of $1.00 is 2.05 cents.
    expect(cardSurchargeCents(100, 2.05)).toBe(2);
    // 0.5% of $1.00 is exactly half a cent: up.
    expect(cardSurchargeCents(100, 0.5)).toBe(1);
  });

  it('is nothing at 0% or on nothing', () => {
    expect(cardSurchargeCents(150_000, 0)).toBe(0);
    expect(cardSurchargeCents(0, 1.5)).toBe(0);
  });

  it('handles the largest payment', () => {
    expect(cardSurchargeCents(150_000, 1.5)).toBe(2250);
  });

  it('refuses fractions of cents and negative values', () => {
    expect(() => cardSurchargeCents(10.5, 1.5)).toThrow(RangeError);
    expect(() => cardSurchargeCents(-100, 1.5)).toThrow(RangeError);
    expect(() => cardSurchargeCents(100, -1)).toThrow(RangeError);
    expect(() => cardSurchargeCents(100, Number.NaN)).toThrow(RangeError);
  });
});

describe('withCardSurcharge', () => {
  it('adds the surcharge to the amount', () => {
    expect(withCardSurcharge(2500, 1.5)).toEqual({ amount: 2500, surcharge: 38, total: 2538 });
  });
});
