import type { DateKey } from './nz-date';
import { daysBetween, toDateKey } from './nz-date';

export interface DailyValue {
  readonly date: DateKey;
  readonly value: number;
}

/** Guards a chart against a reversed or runaway range. */
const MAX_SERIES_DAYS = 3660;

/**
 * One entry per day from `from` to `to` inclusive, with days that have no data as zero
 * (spec section 2: the daily chart fills missing days). Entries on the same day are
 * added together; entries outside the range are ignored.
 */
export function fillDailySeries(
  points: readonly { readonly date: Date | string; readonly value: number }[],
  from: DateKey,
  to: DateKey,
): DailyValue[] {
  const length = daysBetween(from, to) + 1;
  if (length <= 0) return [];
  if (length > MAX_SERIES_DAYS) throw new RangeError(`Range of ${length} days is too long`);
  const totals = new Map<DateKey, number>();
  for (const point of points) {
    const key = toDateKey(point.date);
    totals.set(key, (totals.get(key) ?? 0) + point.value);
  }
  // One UTC clock stepped a day at a time: a year of usage fills 365 days per request, and
  // parsing each key afresh was most of the cost of a 12-month usage answer.
  const day = new Date(`${from}T00:00:00Z`);
  const series: DailyValue[] = [];
  for (let i = 0; i < length; i += 1) {
    const date = day.toISOString().slice(0, 10);
    series.push({ date, value: totals.get(date) ?? 0 });
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return series;
}
