import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nzMidnight } from '@portal/domain';
import { addDays } from './dates';
import { halfHourReads } from './power-interval-reads';
import type { RegisterRead } from './power-daily-reads';

const HALF_HOUR_MS = 30 * 60_000;

/** Register reads on the given days, each after `used[i]` kWh. */
function registerReads(days: readonly string[], used: readonly number[]): RegisterRead[] {
  let register = 20_000;
  return days.map((date, index) => {
    register += index === 0 ? 0 : (used[index - 1] ?? 0);
    return { date, register, estimated: index % 4 === 2 };
  });
}

const sumWh = (reads: readonly { wh: number }[]) => reads.reduce((sum, r) => sum + r.wh, 0);

describe('a smart meter’s half-hourly reads', () => {
  it('add up exactly to every span between register reads, across clock changes', () => {
    // Monthly reads over the April and September changes, then daily ones.
    const days = ['2026-03-12', '2026-04-12', '2026-05-12', '2026-09-12', '2026-10-12'];
    const daily = Array.from({ length: 5 }, (_, i) => addDays('2026-10-12', i + 1));
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 1, max: 10_000 }),
        (used, seed) => {
          const reads = registerReads([...days, ...daily], used);
          const halfHours = halfHourReads(reads, { from: '2026-04-01', seed });
          for (let i = 2; i < reads.length; i += 1) {
            const from = nzMidnight(reads[i - 1]!.date).getTime();
            const to = nzMidnight(reads[i]!.date).getTime();
            const inSpan = halfHours.filter(
              (r) => r.startsAt.getTime() >= from && r.startsAt.getTime() < to,
            );
            expect(sumWh(inSpan)).toBe((reads[i]!.register - reads[i - 1]!.register) * 1000);
            expect(inSpan).toHaveLength((to - from) / HALF_HOUR_MS);
          }
          expect(halfHours.every((r) => r.wh >= 0)).toBe(true);
          // Nothing before `from`: the March span is not read half-hourly.
          expect(halfHours[0]?.startsAt).toEqual(nzMidnight('2026-04-12'));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('peaks in the evening, flags a few estimates, and is the same for the same seed', () => {
    const reads = registerReads(['2026-06-01', '2026-07-01'], [600]);
    const halfHours = halfHourReads(reads, { from: '2026-06-01', seed: 7 });
    const at = (hour: number) =>
      sumWh(halfHours.filter((r) => (r.startsAt.getUTCHours() + 12) % 24 === hour));
    expect(at(18)).toBeGreaterThan(at(3) * 3);
    const estimated = halfHours.filter((r) => r.estimated);
    expect(estimated.length).toBeGreaterThan(0);
    expect(estimated.length).toBeLessThan(10);
    expect(halfHourReads(reads, { from: '2026-06-01', seed: 7 })).toEqual(halfHours);
  });
});
