import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kwhText, whFromKwhText } from './consumption-interval';

describe('kWh text', () => {
  it.each([
    [0, '0.000'],
    [5, '0.005'],
    [1_250, '1.250'],
    [21_000, '21.000'],
  ])('%d Wh is %s kWh', (wh, text) => {
    expect(kwhText(wh)).toBe(text);
  });

  it('reads back what it writes, and shorter decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (wh) => {
        expect(whFromKwhText(kwhText(wh))).toBe(wh);
      }),
    );
    expect(whFromKwhText('0.1')).toBe(100);
    expect(whFromKwhText('12')).toBe(12_000);
    expect(whFromKwhText('1.2345')).toBeUndefined();
    expect(whFromKwhText('abc')).toBeUndefined();
  });
});
