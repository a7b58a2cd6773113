import { daysBetween, isDateKey, type DateKey } from './nz-date';

/** A download covers at most this many months (issue 30): two years of power use. */
export const MAX_CONSUMPTION_MONTHS = 24;
/** Half-hours are shown for at most a month at a time; the chart drills into one day. */
export const MAX_HALF_HOUR_DAYS = 31;

export const CONSUMPTION_RANGE_ORDER_MESSAGE = 'The start date must be on or before the end date.';
export const CONSUMPTION_RANGE_LENGTH_MESSAGE = `Choose a range of at most ${String(MAX_CONSUMPTION_MONTHS)} months.`;
export const HALF_HOUR_RANGE_MESSAGE = `Half-hours can be shown for at most ${String(MAX_HALF_HOUR_DAYS)} days at a time.`;

/** The same day some months later, held to the month's last day (31 Jan + 1 month = 28 Feb). */
export function addMonthsToDay(key: DateKey, months: number): DateKey {
  const [year, month, day] = key.split('-').map(Number);
  const target = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day ?? 1, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * What is wrong with a range of days (both included), or undefined when it may be
 * downloaded: in order, and ending before the same day 24 months after it starts.
 */
export function consumptionRangeProblem(from: DateKey, to: DateKey): string | undefined {
  if (!isDateKey(from) || !isDateKey(to)) return undefined;
  if (from > to) return CONSUMPTION_RANGE_ORDER_MESSAGE;
  if (to >= addMonthsToDay(from, MAX_CONSUMPTION_MONTHS)) return CONSUMPTION_RANGE_LENGTH_MESSAGE;
  return undefined;
}

/** Whether half-hours may be asked for over the range (days both included). */
export function halfHourRangeAllowed(from: DateKey, to: DateKey): boolean {
  return !isDateKey(from) || !isDateKey(to) || daysBetween(from, to) < MAX_HALF_HOUR_DAYS;
}
