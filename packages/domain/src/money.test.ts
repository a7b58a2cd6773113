import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatNzd } from './money';

describe('NZD money', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [500, '$5.00'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-2500, '-$25.00'],
    [-1, '-$0.01'],
  ])('%i cents → %s', (cents, text) => {
    expect(formatNzd(cents)).toBe(text);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatNzd(1.5)).toThrow(RangeError);
  });

  it('always shows two decimals and groups thousands', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatNzd(cents)).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});
