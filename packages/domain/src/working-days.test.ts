import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from './nz-date';
import {
  addWorkingDays,
  easterSunday,
  isWorkingDay,
  privacyResponseDue,
  workingDaysLeft,
} from './working-days';

const anyDay = fc
  .date({
    min: new Date('2022-01-01T00:00:00Z'),
    max: new Date('2050-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('working days (Privacy Act 2020 s 7)', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2024)).toBe('2024-03-31');
  });

  it('leaves out the national holidays of 2026', () => {
    for (const day of [
      '2026-02-06', // Waitangi Day (Friday)
      '2026-04-03', // Good Friday
      '2026-04-06', // Easter Monday
      '2026-04-27', // Anzac Day on a Saturday, Mondayised
      '2026-06-01', // King's Birthday
      '2026-07-10', // Matariki
      '2026-10-26', // Labour Day
    ]) {
      expect(isWorkingDay(day), day).toBe(false);
    }
    expect(isWorkingDay('2026-04-24')).toBe(true);
  });

  it('leaves out 25 December to 15 January, and weekends', () => {
    expect(isWorkingDay('2026-12-24')).toBe(true);
    expect(isWorkingDay('2026-12-25')).toBe(false);
    expect(isWorkingDay('2026-12-29')).toBe(false);
    expect(isWorkingDay('2027-01-15')).toBe(false);
    expect(isWorkingDay('2027-01-18')).toBe(true);
    expect(isWorkingDay('2026-12-05')).toBe(false);
  });

  it('counts 20 working days after the day a request arrives', () => {
    // Monday 2 March 2026: four plain weeks later is Monday 30 March.
    expect(privacyResponseDue('2026-03-02')).toBe('2026-03-30');
    // Over Easter and Anzac (Mondayised): Wednesday 1 April + 20 = Monday 4 May.
    expect(privacyResponseDue('2026-04-01')).toBe('2026-05-04');
    // Over the summer break: Monday 14 Dec + 8 days to 24 Dec, then 12 from 18 Jan.
    expect(privacyResponseDue('2026-12-14')).toBe('2027-02-02');
  });

  it('says how many working days are left, and how many overdue', () => {
    expect(workingDaysLeft('2026-03-02', '2026-03-30')).toBe(20);
    expect(workingDaysLeft('2026-03-30', '2026-03-30')).toBe(0);
    expect(workingDaysLeft('2026-03-31', '2026-03-30')).toBe(-1);
    expect(workingDaysLeft('2026-12-24', '2027-01-18')).toBe(1);
  });

  it('rejects a count that is not a whole number of days', () => {
    expect(() => addWorkingDays('2026-03-02', -1)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-03-02', 1.5)).toThrow(RangeError);
  });

  it('lands on a working day, after the start, and counts back to n', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 1, max: 60 }), (from, n) => {
        const due = addWorkingDays(from, n);
        expect(isWorkingDay(due)).toBe(true);
        expect(due > from).toBe(true);
        expect(workingDaysLeft(from, due)).toBe(n);
        expect(workingDaysLeft(due, from)).toBe(-n);
      }),
    );
  });

  it('grows by one working day at a time', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 40 }), (from, n) => {
        const a = addWorkingDays(from, n);
        const b = addWorkingDays(from, n + 1);
        expect(b > a).toBe(true);
        expect(workingDaysLeft(a, b)).toBe(1);
        // The days between are none of them working days.
        for (let day = addDays(a, 1); day < b; day = addDays(day, 1)) {
          expect(isWorkingDay(day)).toBe(false);
        }
      }),
    );
  });

  it('never counts a day in the summer break or a weekend', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        const md = day.slice(5);
        if (weekday === 0 || weekday === 6 || md >= '12-25' || md <= '01-15') {
          expect(isWorkingDay(day)).toBe(false);
        }
      }),
    );
  });
});
