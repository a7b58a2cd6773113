/**
 * Working days as the Privacy Act 2020 (s 7) counts them, for the 20 working days an
 * agency has to answer an access or correction request (s 44). A working day is any day
 * except: Saturday and Sunday; Waitangi Day, Good Friday, Easter Monday, Anzac Day, the
 * Sovereign's birthday, Matariki and Labour Day; the Monday after Waitangi Day or Anzac
 * Day when either falls on a weekend; and every day from 25 December to 15 January.
 * Christmas, Boxing Day and the New Year holidays need no rule: they fall in that break.
 * Regional anniversary days are not national and do not count (decision 059).
 */

import { addDays, type DateKey } from './nz-date';

/** The days the privacy rules give an agency to answer (s 44). */
export const PRIVACY_RESPONSE_WORKING_DAYS = 20;

/**
 * Matariki's observed Friday, fixed by Te Kāhui o Matariki Public Holiday Act 2022 for
 * 2022 to 2052. A year outside the list has no Matariki here: the Act names no later date.
 */
const MATARIKI: Readonly<Record<number, DateKey>> = {
  2022: '2022-06-24',
  2023: '2023-07-14',
  2024: '2024-06-28',
  2025: '2025-06-20',
  2026: '2026-07-10',
  2027: '2027-06-25',
  2028: '2028-07-14',
  2029: '2029-07-06',
  2030: '2030-06-21',
  2031: '2031-07-11',
  2032: '2032-07-02',
  2033: '2033-06-24',
  2034: '2034-07-07',
  2035: '2035-06-29',
  2036: '2036-07-18',
  2037: '2037-07-10',
  2038: '2038-06-25',
  2039: '2039-07-15',
  2040: '2040-07-06',
  2041: '2041-07-19',
  2042: '2042-07-11',
  2043: '2043-07-03',
  2044: '2044-06-24',
  2045: '2045-07-07',
  2046: '2046-06-29',
  2047: '2047-07-19',
  2048: '2048-07-03',
  2049: '2049-06-25',
  2050: '2050-07-15',
  2051: '2051-06-30',
  2052: '2052-06-21',
};

function key(year: number, month: number, day: number): DateKey {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
function weekdayOf(day: DateKey): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Easter Sunday by the anonymous Gregorian computus. */
export function easterSunday(year: number): DateKey {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return key(year, month, day);
}

/** The nth given weekday (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): DateKey {
  const first = key(year, month, 1);
  const offset = (weekday - weekdayOf(first) + 7) % 7;
  return addDays(first, offset + (n - 1) * 7);
}

/** The day itself and, when it falls on a weekend, the Monday after. */
function withMondayised(day: DateKey): DateKey[] {
  const weekday = weekdayOf(day);
  if (weekday === 6) return [day, addDays(day, 2)];
  if (weekday === 0) return [day, addDays(day, 1)];
  return [day];
}

const holidaysByYear = new Map<number, ReadonlySet<DateKey>>();

/** The s 7 holidays of a year (outside the summer break). */
export function privacyActHolidays(year: number): ReadonlySet<DateKey> {
  const known = holidaysByYear.get(year);
  if (known !== undefined) return known;
  const easter = easterSunday(year);
  const days = new Set<DateKey>([
    ...withMondayised(key(year, 2, 6)),
    addDays(easter, -2),
    addDays(easter, 1),
    ...withMondayised(key(year, 4, 25)),
    nthWeekday(year, 6, 1, 1),
    nthWeekday(year, 10, 1, 4),
  ]);
  const matariki = MATARIKI[year];
  if (matariki !== undefined) days.add(matariki);
  holidaysByYear.set(year, days);
  return days;
}

function inSummerBreak(day: DateKey): boolean {
  const monthDay = day.slice(5);
  return monthDay >= '12-25' || monthDay <= '01-15';
}

export function isWorkingDay(day: DateKey): boolean {
  const weekday = weekdayOf(day);
  if (weekday === 0 || weekday === 6) return false;
  if (inSummerBreak(day)) return false;
  return !privacyActHolidays(Number(day.slice(0, 4))).has(day);
}

/**
 * The nth working day after `from` (`from` itself never counts: s 44 runs "after the day
 * on which the request is received"). n = 0 gives `from` back.
 */
export function addWorkingDays(from: DateKey, n: number): DateKey {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Not a count of days: ${n}`);
  let day = from;
  let left = n;
  while (left > 0) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left -= 1;
  }
  return day;
}

/**
 * Working days from `today` to `due`: those after today up to and including the due day;
 * below zero, the working days by which it is overdue. 0 means it is due today.
 */
export function workingDaysLeft(today: DateKey, due: DateKey): number {
  const [from, to, sign] = today <= due ? [today, due, 1] : [due, today, -1];
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) {
    if (isWorkingDay(day)) count += 1;
  }
  return sign * count;
}

/** When a request received on `received` must be answered by (20 working days). */
export function privacyResponseDue(received: DateKey): DateKey {
  return addWorkingDays(received, PRIVACY_RESPONSE_WORKING_DAYS);
}
