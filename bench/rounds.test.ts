import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alternate, medianRound, type RoundPair } from './rounds';

const pair = (ratio: number): RoundPair<string> => ({ baseline: 'b', measured: 'm', ratio });

describe('medianRound', () => {
  it('picks the middle ratio of three, whatever their order', () => {
    expect(medianRound([pair(0.6), pair(0.4), pair(0.5)]).ratio).toBe(0.5);
  });

  it('picks a round with at least as many ratios at or below it as above it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 2, noNaN: true }), { minLength: 1 }),
        (ratios) => {
          const chosen = medianRound(ratios.map(pair)).ratio;
          const below = ratios.filter((ratio) => ratio < chosen).length;
          const above = ratios.filter((ratio) => ratio > chosen).length;
          expect(ratios).toContain(chosen);
          expect(below).toBeLessThanOrEqual(Math.floor((ratios.length - 1) / 2));
          expect(above).toBeLessThanOrEqual(Math.ceil((ratios.length - 1) / 2));
        },
      ),
    );
  });

  it('refuses an empty list', () => {
    expect(() => medianRound([])).toThrow();
  });
});

describe('alternate', () => {
  it('takes turns, the baseline first in every other round, and pairs each round', async () => {
    const calls: string[] = [];
    let baselineRate = 100;
    const pairs = await alternate(
      3,
      {
        baseline: () => {
          calls.push('baseline');
          baselineRate += 100;
          return Promise.resolve(baselineRate);
        },
        measured: () => {
          calls.push('measured');
          return Promise.resolve(100);
        },
      },
      (rate) => rate,
    );
    expect(calls).toEqual(['baseline', 'measured', 'measured', 'baseline', 'baseline', 'measured']);
    expect(pairs.map((each) => each.baseline)).toEqual([200, 300, 400]);
    expect(pairs.map((each) => each.ratio)).toEqual([0.5, 100 / 300, 0.25]);
  });
});
