import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  daysBetween,
  formatDate,
  formatShortDate,
  formatTime,
  parseDisplayDate,
  startOfWeek,
  toDateKey,
  toNzDateKey,
} from './nz-date';

const dateKey = fc
  .date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2090-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

describe('NZ dates', () => {
  it('shows dd/MM/yyyy in Auckland time', () => {
    expect(formatDate('2026-03-04')).toBe('04/03/2026');
    // 11:30 UTC on 31 Dec is already 1 Jan in Auckland (NZDT, +13).
    expect(formatDate(new Date('2025-12-31T11:30:00Z'))).toBe('01/01/2026');
    expect(formatDate('2025-12-31T10:30:00Z')).toBe('31/12/2025');
    // Winter (NZST, +12).
    expect(toNzDateKey(new Date('2026-06-30T12:00:00Z'))).toBe('2026-07-01');
    expect(toNzDateKey(new Date('2026-06-30T11:59:59Z'))).toBe('2026-06-30');
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });

  it('shows a chart tick as day and short month, in Auckland time', () => {
    expect(formatShortDate('2026-11-12')).toBe('12 Nov');
    expect(formatShortDate('2026-09-01')).toBe('1 Sep');
    expect(formatShortDate(new Date('2025-12-31T11:30:00Z'))).toBe('1 Jan');
  });

  it('names a month the same on each of its days, and no other month so', () => {
    fc.assert(
      fc.property(dateKey, dateKey, (a, b) => {
        const [dayA = '', monthA] = formatDate(a).split('/');
        const [, monthB] = formatDate(b).split('/');
        const [shortDay, shortMonthA] = formatShortDate(a).split(' ');
        const shortMonthB = formatShortDate(b).split(' ')[1];
        expect(shortDay).toBe(String(Number(dayA)));
        expect(shortMonthA === shortMonthB).toBe(monthA === monthB);
      }),
    );
  });

  it('shows times in Auckland', () => {
    expect(formatTime(new Date('2026-06-30T02:05:00Z')).replace(/\s/g, ' ')).toBe('2:05 pm');
  });

  it('starts weeks on Monday', () => {
    expect(startOfWeek('2026-03-04')).toBe('2026-03-02'); // Wednesday → Monday
    expect(startOfWeek('2026-03-02')).toBe('2026-03-02');
    expect(startOfWeek('2026-03-08')).toBe('2026-03-02'); // Sunday → the Monday before
  });

  it('adds days across daylight saving changes and month ends', () => {
    expect(addDays('2026-04-04', 1)).toBe('2026-04-05'); // NZDT ends 5 April 2026
    expect(addDays('2026-09-26', 1)).toBe('2026-09-27'); // NZDT starts 27 September 2026
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('format and parse are inverse; days added can be counted back', () => {
    fc.assert(
      fc.property(dateKey, fc.integer({ min: -1000, max: 1000 }), (key, n) => {
        expect(parseDisplayDate(formatDate(key))).toBe(key);
        expect(daysBetween(key, addDays(key, n))).toBe(n);
        expect(toDateKey(key)).toBe(key);
      }),
    );
  });

  it('rejects impossible display dates', () => {
    expect(parseDisplayDate('31/02/2026')).toBeUndefined();
    expect(parseDisplayDate('2026-02-01')).toBeUndefined();
  });
});
