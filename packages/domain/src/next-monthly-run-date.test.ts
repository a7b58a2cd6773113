import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextMonthlyRunDate } from './next-monthly-run-date';
import { addDays, daysBetween, toNzDateKey } from './nz-date';

const dayOf = (key: string) => Number(key.slice(8, 10));
const monthOf = (key: string) => key.slice(0, 7);
/** Any calendar day from 2020 to 2040, leap days and year ends included. */
const anyDay = fc.integer({ min: 0, max: 7670 }).map((n) => addDays('2020-01-01', n));
const anyRunDay = fc.integer({ min: 1, max: 28 });

describe('next monthly run date', () => {
  it('is today on the day, later this month before it, next month after it', () => {
    expect(nextMonthlyRunDate(15, '2026-03-15')).toBe('2026-03-15');
    expect(nextMonthlyRunDate(15, '2026-03-10')).toBe('2026-03-15');
    expect(nextMonthlyRunDate(15, '2026-03-16')).toBe('2026-04-15');
    expect(nextMonthlyRunDate(28, '2028-02-29')).toBe('2028-03-28');
    expect(nextMonthlyRunDate(1, '2026-12-31')).toBe('2027-01-01');
  });

  it('moves to next month once this month’s run is done', () => {
    expect(nextMonthlyRunDate(15, '2026-03-15', { ranThisMonth: true })).toBe('2026-04-15');
    expect(nextMonthlyRunDate(20, '2026-03-16', { ranThisMonth: true })).toBe('2026-04-20');
    expect(nextMonthlyRunDate(5, '2026-12-06', { ranThisMonth: true })).toBe('2027-01-05');
  });

  it('reads an instant as its day in Auckland', () => {
    // 11:30 on 14 March UTC is already 15 March in Auckland (UTC+13).
    expect(nextMonthlyRunDate(15, new Date('2026-03-14T11:30:00Z'))).toBe('2026-03-15');
    expect(nextMonthlyRunDate(14, new Date('2026-03-14T11:30:00Z'))).toBe('2026-04-14');
  });

  it('refuses a day no month can promise', () => {
    expect(() => nextMonthlyRunDate(29, '2026-03-01')).toThrow(RangeError);
    expect(() => nextMonthlyRunDate(0, '2026-03-01')).toThrow(RangeError);
    expect(() => nextMonthlyRunDate(2.5, '2026-03-01')).toThrow(RangeError);
  });

  it('is the first day on or after today that falls on the run day', () => {
    fc.assert(
      fc.property(anyRunDay, anyDay, (runDay, today) => {
        const next = nextMonthlyRunDate(runDay, today);
        expect(dayOf(next)).toBe(runDay);
        const wait = daysBetween(today, next);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(30);
        for (let skipped = 0; skipped < wait; skipped += 1) {
          expect(dayOf(addDays(today, skipped))).not.toBe(runDay);
        }
      }),
    );
  });

  it('after this month’s run, is the run day of the month after today’s', () => {
    fc.assert(
      fc.property(anyRunDay, anyDay, (runDay, today) => {
        const next = nextMonthlyRunDate(runDay, today, { ranThisMonth: true });
        expect(dayOf(next)).toBe(runDay);
        // Four days after the 28th is always in the next month.
        expect(monthOf(next)).toBe(monthOf(addDays(`${monthOf(today)}-28`, 4)));
      }),
    );
  });

  it('gives an instant the answer of its Auckland day', () => {
    const instant = fc.date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2040-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(anyRunDay, instant, (runDay, at) => {
        expect(nextMonthlyRunDate(runDay, at)).toBe(nextMonthlyRunDate(runDay, toNzDateKey(at)));
      }),
    );
  });
});
