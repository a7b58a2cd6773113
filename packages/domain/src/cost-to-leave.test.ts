import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  costToLeaveOn,
  costToLeaveSchedule,
  earlyTerminationFee,
  monthsLeftInTerm,
  termEndsOn,
  type FixedTerm,
  type LeavingCostInput,
} from './cost-to-leave';

const term: FixedTerm = {
  startedOn: '2026-08-07',
  months: 12,
  feePerMonthLeftCents: 1_500,
  feeCapCents: 15_000,
};

describe('the early termination fee', () => {
  it('counts a month begun as a whole month left', () => {
    expect(termEndsOn(term)).toBe('2027-08-07');
    expect(monthsLeftInTerm(term, '2026-12-07')).toBe(8);
    expect(monthsLeftInTerm(term, '2026-12-08')).toBe(8);
    expect(monthsLeftInTerm(term, '2027-08-06')).toBe(1);
    expect(monthsLeftInTerm(term, '2027-08-07')).toBe(0);
  });

  it('is capped early in the term and charged per month left later', () => {
    expect(earlyTerminationFee(term, '2026-08-07')).toBe(15_000);
    expect(earlyTerminationFee(term, '2026-12-07')).toBe(12_000);
    expect(earlyTerminationFee(term, '2027-09-01')).toBe(0);
  });

  it('keeps the day of the month where it can', () => {
    expect(addCalendarMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addCalendarMonths('2026-12-07', 2)).toBe('2027-02-07');
  });
});

describe('what it costs to leave', () => {
  const handset: LeavingCostInput = {
    term: null,
    instalments: [
      { billDate: '2026-12-05', amountCents: 5_000 },
      { billDate: '2027-01-05', amountCents: 5_000 },
      { billDate: '2027-02-05', amountCents: 4_000 },
    ],
  };

  it('owes today every instalment not yet billed, then falls as each is billed', () => {
    const schedule = costToLeaveSchedule(handset, '2026-12-05');
    expect(schedule.map((point) => [point.date, point.totalCents])).toEqual([
      ['2026-12-05', 14_000],
      ['2027-01-05', 4_000],
      ['2027-02-05', 0],
    ]);
  });

  it('adds the fee to the instalments', () => {
    const today = costToLeaveOn({ ...handset, term }, '2026-12-07', '2026-12-07');
    expect(today).toEqual({
      date: '2026-12-07',
      instalmentsCents: 14_000,
      feeCents: 12_000,
      totalCents: 26_000,
    });
  });

  it('is only today, at nothing, when nothing is owed', () => {
    expect(costToLeaveSchedule({ term: null, instalments: [] }, '2026-12-07')).toEqual([
      { date: '2026-12-07', instalmentsCents: 0, feeCents: 0, totalCents: 0 },
    ]);
  });
});

const day = fc
  .date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z') })
  .filter((date) => !Number.isNaN(date.getTime()))
  .map((date) => date.toISOString().slice(0, 10));

const input = fc.record({
  term: fc.option(
    fc.record({
      startedOn: day,
      months: fc.integer({ min: 1, max: 36 }),
      feePerMonthLeftCents: fc.integer({ min: 0, max: 10_000 }),
      feeCapCents: fc.option(fc.integer({ min: 0, max: 50_000 })),
    }),
  ),
  instalments: fc.array(
    fc.record({ billDate: day, amountCents: fc.integer({ min: 0, max: 20_000 }) }),
    { maxLength: 36 },
  ),
});

describe('the schedule, whatever the term and agreement', () => {
  it('is never negative, never rises, keeps the cap and ends at nothing', () => {
    fc.assert(
      fc.property(input, day, (leaving, today) => {
        const schedule = costToLeaveSchedule(leaving, today);
        schedule.forEach((point, index) => {
          expect(point.totalCents).toBe(point.instalmentsCents + point.feeCents);
          expect(point.feeCents).toBeGreaterThanOrEqual(0);
          expect(point.instalmentsCents).toBeGreaterThanOrEqual(0);
          const cap = leaving.term?.feeCapCents;
          if (cap !== undefined && cap !== null) expect(point.feeCents).toBeLessThanOrEqual(cap);
          const before = schedule[index - 1];
          if (before !== undefined) expect(point.totalCents).toBeLessThanOrEqual(before.totalCents);
        });
        expect(schedule.at(-1)?.totalCents).toBe(0);
      }),
    );
  });

  it('reaches nothing by the first month on or after the term and the last instalment', () => {
    fc.assert(
      fc.property(input, day, (leaving, today) => {
        const schedule = costToLeaveSchedule(leaving, today);
        const last = schedule.at(-1);
        const ends = [
          ...(leaving.term === null ? [] : [termEndsOn(leaving.term)]),
          ...leaving.instalments.map((instalment) => instalment.billDate),
        ];
        const settled = ends.reduce((latest, date) => (date > latest ? date : latest), today);
        expect(last?.date !== undefined && last.date <= addCalendarMonths(settled, 1)).toBe(true);
        // Before the zero, something was still owed on each day.
        schedule.slice(0, -1).forEach((point) => {
          expect(point.totalCents).toBeGreaterThan(0);
        });
      }),
    );
  });
});
