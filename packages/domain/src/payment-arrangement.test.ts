import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  extensionRefusal,
  instalmentStates,
  maxInstalments,
  PLAN_FREQUENCIES,
  PLAN_INSTALMENT_LIMITS,
  planInstalments,
  planRefusal,
} from './payment-arrangement';
import { addDays } from './nz-date';

describe('more time on a bill', () => {
  const bill = { outstandingCents: 12_345, dueDate: '2026-12-01', alreadyExtended: false };

  it('allows a new date up to 14 days after the due date, after today', () => {
    expect(extensionRefusal({ ...bill, newDate: '2026-12-15', today: '2026-12-07' })).toBeNull();
    expect(extensionRefusal({ ...bill, newDate: '2026-12-08', today: '2026-12-07' })).toBeNull();
    expect(extensionRefusal({ ...bill, newDate: '2026-12-16', today: '2026-12-07' })).toBe(
      'too-late',
    );
    expect(extensionRefusal({ ...bill, newDate: '2026-12-07', today: '2026-12-07' })).toBe(
      'not-after-today',
    );
  });

  it('is once per bill, and only for a bill that owes something', () => {
    const newDate = '2026-12-10';
    const today = '2026-12-07';
    expect(extensionRefusal({ ...bill, alreadyExtended: true, newDate, today })).toBe(
      'already-extended',
    );
    expect(extensionRefusal({ ...bill, outstandingCents: 0, newDate, today })).toBe(
      'nothing-to-pay',
    );
  });

  it('refuses a date on or before the due date of a bill not yet due', () => {
    const notDue = { ...bill, dueDate: '2026-12-20', today: '2026-12-07' };
    expect(extensionRefusal({ ...notDue, newDate: '2026-12-20' })).toBe('not-after-today');
    expect(extensionRefusal({ ...notDue, newDate: '2027-01-03' })).toBeNull();
    expect(extensionRefusal({ ...notDue, newDate: '2027-01-04' })).toBe('too-late');
  });
});

describe('the payment plan calculator', () => {
  it('splits into equal cents with the remainder on the last', () => {
    expect(planInstalments(10_000, 'fortnightly', 3, '2026-12-10')).toEqual([
      { number: 1, dueDate: '2026-12-10', amountCents: 3_333 },
      { number: 2, dueDate: '2026-12-24', amountCents: 3_333 },
      { number: 3, dueDate: '2027-01-07', amountCents: 3_334 },
    ]);
  });

  it('keeps the day of the month for monthly plans, the last day when a month is short', () => {
    expect(planInstalments(9_000, 'monthly', 3, '2027-01-31').map((i) => i.dueDate)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
    expect(planInstalments(2_000, 'weekly', 2, '2026-12-28').map((i) => i.dueDate)).toEqual([
      '2026-12-28',
      '2027-01-04',
    ]);
  });

  it('refuses instalments out of range, too small, a far first date, or nothing to pay', () => {
    const base = { amountCents: 20_000, today: '2026-12-07', firstDate: '2026-12-10' };
    expect(planRefusal({ ...base, frequency: 'monthly', count: 6 })).toBeNull();
    expect(planRefusal({ ...base, frequency: 'monthly', count: 7 })).toBe(
      'instalments-out-of-range',
    );
    expect(planRefusal({ ...base, frequency: 'weekly', count: 1 })).toBe(
      'instalments-out-of-range',
    );
    // $20.00 weekly: at most four instalments of $5.00.
    expect(maxInstalments(2_000, 'weekly')).toBe(4);
    expect(planRefusal({ ...base, amountCents: 2_000, frequency: 'weekly', count: 5 })).toBe(
      'instalments-out-of-range',
    );
    expect(planRefusal({ ...base, frequency: 'weekly', count: 4, firstDate: '2026-12-22' })).toBe(
      'first-date-out-of-range',
    );
    expect(planRefusal({ ...base, frequency: 'weekly', count: 4, firstDate: '2026-12-06' })).toBe(
      'first-date-out-of-range',
    );
    expect(planRefusal({ ...base, amountCents: 0, frequency: 'weekly', count: 4 })).toBe(
      'nothing-to-pay',
    );
  });

  const plans = fc
    .record({
      amountCents: fc.integer({ min: 1_000, max: 5_000_000 }),
      frequency: fc.constantFrom(...PLAN_FREQUENCIES),
      firstDate: fc.integer({ min: 0, max: 3_000 }).map((offset) => addDays('2025-01-01', offset)),
    })
    .chain((plan) =>
      fc
        .integer({
          min: PLAN_INSTALMENT_LIMITS[plan.frequency].min,
          max: Math.max(
            PLAN_INSTALMENT_LIMITS[plan.frequency].min,
            maxInstalments(plan.amountCents, plan.frequency),
          ),
        })
        .map((count) => ({ ...plan, count })),
    );

  it('always adds up to the amount exactly, in whole cents, dates rising', () => {
    fc.assert(
      fc.property(plans, ({ amountCents, frequency, count, firstDate }) => {
        const instalments = planInstalments(amountCents, frequency, count, firstDate);
        expect(instalments).toHaveLength(count);
        expect(instalments.reduce((sum, i) => sum + i.amountCents, 0)).toBe(amountCents);
        const first = instalments[0]?.amountCents ?? 0;
        for (const [index, instalment] of instalments.entries()) {
          expect(Number.isInteger(instalment.amountCents)).toBe(true);
          if (index < count - 1) expect(instalment.amountCents).toBe(first);
          else expect(instalment.amountCents - first).toBeLessThan(count);
          if (index > 0)
            expect(instalment.dueDate > (instalments[index - 1]?.dueDate ?? '')).toBe(true);
        }
        expect(instalments[0]?.dueDate).toBe(firstDate);
      }),
    );
  });

  it('a plan the rules accept has no instalment under $5', () => {
    fc.assert(
      fc.property(plans, ({ amountCents, frequency, count, firstDate }) => {
        fc.pre(
          planRefusal({ amountCents, frequency, count, firstDate, today: firstDate }) === null,
        );
        for (const instalment of planInstalments(amountCents, frequency, count, firstDate)) {
          expect(instalment.amountCents).toBeGreaterThanOrEqual(500);
        }
      }),
    );
  });
});

describe('where each instalment stands', () => {
  const instalments = planInstalments(9_000, 'weekly', 3, '2026-12-01');

  it('fills instalments in order with what was paid, and misses one after the grace day', () => {
    expect(instalmentStates(instalments, 3_000, '2026-12-09').map((i) => i.state)).toEqual([
      'paid',
      'due',
      'due',
    ]);
    expect(instalmentStates(instalments, 3_000, '2026-12-10').map((i) => i.state)).toEqual([
      'paid',
      'missed',
      'due',
    ]);
    expect(instalmentStates(instalments, 9_000, '2027-02-01').map((i) => i.state)).toEqual([
      'paid',
      'paid',
      'paid',
    ]);
  });

  it('never counts more paid than was paid, and more money never makes one missed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 0, max: 60 }),
        (paid, more, day) => {
          const today = addDays('2026-11-25', day);
          const before = instalmentStates(instalments, paid, today);
          const after = instalmentStates(instalments, paid + more, today);
          const paidSum = before
            .filter((i) => i.state === 'paid')
            .reduce((sum, i) => sum + i.amountCents, 0);
          expect(paidSum).toBeLessThanOrEqual(paid);
          before.forEach((instalment, index) => {
            if (instalment.state === 'paid') expect(after[index]?.state).toBe('paid');
          });
          expect(after.filter((i) => i.state === 'missed').length).toBeLessThanOrEqual(
            before.filter((i) => i.state === 'missed').length,
          );
        },
      ),
    );
  });
});
