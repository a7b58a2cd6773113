import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates';
import { DAILY_READ_DAYS, withDailyReads, type RegisterRead } from './power-daily-reads';

const TODAY = '2026-11-27';

/** Reads on the 12th of each month for a year, ending on the last 12th before today. */
function monthlyReads(used: readonly number[]): RegisterRead[] {
  let register = 10_000;
  const reads: RegisterRead[] = [{ date: '2025-10-12', register, estimated: false }];
  used.forEach((kwh, index) => {
    register += kwh;
    const month = new Date(Date.UTC(2025, 10 + index, 12)).toISOString().slice(0, 10);
    reads.push({ date: month, register, estimated: false });
  });
  return reads;
}

describe('a smart meter’s daily reads', () => {
  it('reads every day of the recent weeks, keeping every bill date’s register', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2_000 }), { minLength: 13, maxLength: 13 }),
        fc.integer({ min: 1, max: 1_000 }),
        (used, seed) => {
          const monthly = monthlyReads(used);
          const reads = withDailyReads(monthly, { today: TODAY, dailyKwh: () => 20, seed });
          // Every monthly read is still there, unchanged.
          for (const read of monthly) expect(reads).toContainEqual(read);
          // Dates rise, registers never fall.
          for (let i = 1; i < reads.length; i += 1) {
            expect(reads[i]!.date > reads[i - 1]!.date).toBe(true);
            expect(reads[i]!.register).toBeGreaterThanOrEqual(reads[i - 1]!.register);
          }
          // Daily, with no gap, from at least DAILY_READ_DAYS back until today.
          const recent = reads.filter((read) => read.date >= addDays(TODAY, -DAILY_READ_DAYS));
          expect(recent.at(-1)?.date).toBe(TODAY);
          expect(recent).toHaveLength(DAILY_READ_DAYS + 1);
          const older = reads.filter((read) => read.date < addDays(TODAY, -DAILY_READ_DAYS - 31));
          for (let i = 1; i < older.length; i += 1) {
            expect(daysBetween(older[i - 1]!.date, older[i]!.date)).toBeGreaterThan(27);
          }
        },
      ),
    );
  });

  it('is the same for the same seed', () => {
    const monthly = monthlyReads(Array.from({ length: 13 }, () => 600));
    const options = { today: TODAY, dailyKwh: () => 20, seed: 4_400_127 };
    expect(withDailyReads(monthly, options)).toEqual(withDailyReads(monthly, options));
  });
});
