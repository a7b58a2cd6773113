import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kwhText, nzMidnight, whFromKwhText } from './consumption-interval';

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

describe('nzMidnight', () => {
  it.each([
    ['2026-07-01', '2026-06-30T12:00:00.000Z'],
    ['2026-12-25', '2026-12-24T11:00:00.000Z'],
    // The days the clocks change: midnight is still on the old time.
    ['2026-04-05', '2026-04-04T11:00:00.000Z'],
    ['2026-04-06', '2026-04-05T12:00:00.000Z'],
    ['2026-09-27', '2026-09-26T12:00:00.000Z'],
    ['2026-09-28', '2026-09-27T11:00:00.000Z'],
  ])('%s begins at %s', (day, instant) => {
    expect(nzMidnight(day).toISOString()).toBe(instant);
  });
});
