import type { Consumption, ConsumptionChartQuery } from '@portal/contracts';
import { addDays, addMonthsToDay, formatDate, toNzDateKey, wallClock } from '@portal/domain';

/** Where the usage chart is: the last 13 months, the days of one month, or one day. */
export type UsageLevel =
  { grain: 'month' } | { grain: 'day'; month: string } | { grain: 'halfHour'; day: string };

export const CHART_MONTHS = 13;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-07` as `July 2026`. */
export function monthName(month: string): string {
  const [year, index] = month.split('-').map(Number);
  return `${MONTHS[(index ?? 1) - 1] ?? ''} ${String(year ?? '')}`;
}

/** The days the level covers, never past today. */
export function levelRange(level: UsageLevel, today: string): { from: string; to: string } {
  if (level.grain === 'halfHour') return { from: level.day, to: level.day };
  if (level.grain === 'day') {
    const end = addDays(addMonthsToDay(`${level.month}-01`, 1), -1);
    return { from: `${level.month}-01`, to: end < today ? end : today };
  }
  return { from: `${addMonthsToDay(today, 1 - CHART_MONTHS).slice(0, 7)}-01`, to: today };
}

export function chartQuery(icp: string, level: UsageLevel, today: string): ConsumptionChartQuery {
  return { icp, grain: level.grain, ...levelRange(level, today) };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A half-hour's start in Auckland, `18:30`. */
export function halfHourTime(instant: string): string {
  const wall = wallClock(new Date(instant));
  return `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** What a bucket is called: a month, a day, or a half-hour (`18:30 to 19:00`). */
export function bucketName(level: UsageLevel, key: string): string {
  if (level.grain === 'month') return monthName(key);
  if (level.grain === 'day') return formatDate(key);
  const end = new Date(Date.parse(key) + 30 * 60_000).toISOString();
  return `${halfHourTime(key)} to ${halfHourTime(end)}`;
}

/** The chart's tick under a bar: `Jul`, `12`, `18:30`. */
export function bucketTick(level: UsageLevel, key: string): string {
  if (level.grain === 'month') return monthName(key).slice(0, 3);
  if (level.grain === 'day') return String(Number(key.slice(8, 10)));
  return halfHourTime(key);
}

export function levelTitle(level: UsageLevel): string {
  if (level.grain === 'month') return `kWh each month, last ${String(CHART_MONTHS)} months`;
  if (level.grain === 'day') return `kWh each day, ${monthName(level.month)}`;
  return `kWh each half-hour, ${formatDate(level.day)}`;
}

const kwh = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 1 });
const fine = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 2 });

/** The figure as people read it: whole-ish kWh, finer for a half-hour. */
export function kwhText(level: UsageLevel, value: number): string {
  return `${(level.grain === 'halfHour' ? fine : kwh).format(value)} kWh`;
}

/** The sentence everyone reads above the chart and a screen reader gets for it. */
export function usageSummary(level: UsageLevel, data: Consumption): string {
  const busiest = data.buckets.reduce<Consumption['buckets'][number] | undefined>(
    (best, b) => (best === undefined || b.kwh > best.kwh ? b : best),
    undefined,
  );
  if (busiest === undefined) return 'There is no usage recorded for this time yet.';
  const estimates = data.buckets.some((b) => b.estimated) ? ' Some of it is estimated.' : '';
  return (
    `You used ${kwhText(level, data.totalKwh)} in total; the most was ` +
    `${kwhText(level, busiest.kwh)} (${bucketName(level, busiest.key)}).${estimates}`
  );
}

/** Whether the chart can go one step finer from a bucket: only to what the meter records. */
export function canDrillDown(level: UsageLevel, data: Consumption): boolean {
  if (level.grain === 'halfHour') return false;
  if (level.grain === 'month') return data.resolution !== 'period';
  return data.resolution === 'halfHour';
}

/** The level one step finer from a bucket. */
export function drillInto(level: UsageLevel, key: string): UsageLevel {
  return level.grain === 'month' ? { grain: 'day', month: key } : { grain: 'halfHour', day: key };
}

/** Today in Auckland. */
export const todayKey = (now: Date) => toNzDateKey(now);
