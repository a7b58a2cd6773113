import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { highestReachedPercent, reachedDataAlertPercents } from './usage-alert-thresholds';

const GB = 1024 ** 3;

describe('data alert levels', () => {
  it('warns at 80% and 100% of the allowance, and at the customer’s own level', () => {
    expect(reachedDataAlertPercents(7.9 * GB, 10 * GB, null)).toEqual([]);
    expect(reachedDataAlertPercents(8 * GB, 10 * GB, null)).toEqual([80]);
    expect(reachedDataAlertPercents(10 * GB, 10 * GB, null)).toEqual([80, 100]);
    expect(reachedDataAlertPercents(5 * GB, 10 * GB, 50)).toEqual([50]);
    expect(reachedDataAlertPercents(12 * GB, 10 * GB, 50)).toEqual([50, 80, 100]);
    expect(reachedDataAlertPercents(9 * GB, 10 * GB, 80)).toEqual([80]);
  });

  it('says nothing without an allowance or without use', () => {
    expect(reachedDataAlertPercents(5 * GB, 0, null)).toEqual([]);
    expect(reachedDataAlertPercents(0, 10 * GB, 10)).toEqual([]);
  });

  it('more use never takes a level back, and each level is reached by what was used', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 200 * GB }),
        fc.nat({ max: 200 * GB }),
        fc.integer({ min: 1, max: 100 * GB }),
        fc.option(fc.integer({ min: 10, max: 95 }), { nil: null }),
        (used, more, allowance, custom) => {
          const before = reachedDataAlertPercents(used, allowance, custom);
          const after = reachedDataAlertPercents(used + more, allowance, custom);
          expect(after).toEqual(expect.arrayContaining(before));
          for (const percent of after) {
            expect((used + more) / allowance).toBeGreaterThanOrEqual(percent / 100 - 1e-9);
          }
          expect(new Set(after).size).toBe(after.length);
          expect([...after].sort((a, b) => a - b)).toEqual(after);
        },
      ),
    );
  });

  it('the level told is the highest reached', () => {
    expect(highestReachedPercent([50, 80])).toBe(80);
    expect(highestReachedPercent([])).toBeNull();
  });
});
