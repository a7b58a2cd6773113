/**
 * Dates as people in New Zealand read them: dd/MM/yyyy, Pacific/Auckland time, weeks
 * starting on Monday. Calendar days are handled as `yyyy-MM-dd` keys, and day arithmetic
 * is done on those keys in UTC, so daylight-saving changes never add or lose a day.
 */

import { lazily } from './lazily';
import { nzDateKeyByRule } from './nz-offset';

export const NZ_TIME_ZONE = 'Pacific/Auckland';
export const NZ_LOCALE = 'en-NZ';
/** 1 = Monday, as in ISO 8601 and Intl's weekInfo. */
export const WEEK_STARTS_ON = 1;

/** A calendar day, `yyyy-MM-dd`. */
export type DateKey = string;

const DATE_KEY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const partsFormat = lazily(
  () =>
    new Intl.DateTimeFormat(NZ_LOCALE, {
      timeZone: NZ_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The calendar day of an instant in Auckland: by the daylight-saving rule, else by Intl. */
export function toNzDateKey(instant: Date): DateKey {
  const byRule = nzDateKeyByRule(instant);
  if (byRule !== undefined) return byRule;
  const parts = partsFormat().formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function isDateKey(value: string): boolean {
  const match = DATE_KEY_PATTERN.exec(value);
  if (match === null) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * A plain `yyyy-MM-dd` is already a calendar day; anything else (an ISO timestamp or a
 * Date) is an instant, read in Auckland.
 */
export function toDateKey(value: Date | string): DateKey {
  if (typeof value === 'string') {
    if (isDateKey(value)) return value;
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${value}`);
    return toNzDateKey(instant);
  }
  return toNzDateKey(value);
}

function keyToUtc(key: DateKey): Date {
  if (!isDateKey(key)) throw new RangeError(`Not a yyyy-MM-dd date: ${key}`);
  return new Date(`${key}T00:00:00Z`);
}

export function addDays(key: DateKey, days: number): DateKey {
  const date = keyToUtc(key);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DateKey, to: DateKey): number {
  return Math.round((keyToUtc(to).getTime() - keyToUtc(from).getTime()) / 86_400_000);
}

/** The Monday on or before the day. */
export function startOfWeek(key: DateKey): DateKey {
  const weekday = keyToUtc(key).getUTCDay(); // 0 = Sunday
  return addDays(key, -((weekday - WEEK_STARTS_ON + 7) % 7));
}

/** `dd/MM/yyyy`; a Date or timestamp is shown as its day in Auckland. */
export function formatDate(value: Date | string): string {
  const [year, month, day] = toDateKey(value).split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}

const SHORT_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/**
 * A chart's date tick, `12 Nov`. Written out rather than taken from Intl, whose en-NZ data
 * says `Sept` in some runtimes and `Sep` in others.
 */
export function formatShortDate(value: Date | string): string {
  const [, month, day] = toDateKey(value).split('-').map(Number);
  return `${String(day ?? '')} ${SHORT_MONTHS[(month ?? 1) - 1] ?? ''}`;
}

/** Reads `dd/MM/yyyy` back into a date key. */
export function parseDisplayDate(text: string): DateKey | undefined {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (match === null) return undefined;
  const key = `${match[3] ?? ''}-${(match[2] ?? '').padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
  return isDateKey(key) ? key : undefined;
}

const timeFormat = lazily(
  () =>
    new Intl.DateTimeFormat(NZ_LOCALE, {
      timeZone: NZ_TIME_ZONE,
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }),
);

/** A time of day in Auckland, e.g. `2:05 pm`. */
export function formatTime(instant: Date): string {
  return timeFormat().format(instant);
}
