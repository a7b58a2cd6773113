import type { ConsumptionPeriod } from './power-consumption';

/** A day is unusual at this many times the typical day of the weeks before it… */
export const UNUSUAL_DAY_RATIO = 1.8;
/** …and at least this many kWh above it, so a small home's swing from 3 to 6 kWh is not. */
export const UNUSUAL_DAY_MIN_EXTRA_KWH = 5;
/** The typical day is the median of up to this many read days before. */
const TYPICAL_DAYS = 28;
/** Fewer read days than this before it, and no day is judged. */
const MIN_TYPICAL_DAYS = 7;

export interface UnusualDay {
  /** The day of use (the period's first day). */
  date: string;
  kwh: number;
  typicalKwh: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The one-day periods (a smart meter's daily reads; estimates left out) whose use is far
 * above the median day of the 28 read days before each: at least 1.8 times it and 5 kWh
 * more. Periods longer than a day never count, nor do days with too little before them.
 */
export function unusualPowerDays(periods: readonly ConsumptionPeriod[]): UnusualDay[] {
  const days = periods
    .filter((period) => period.days === 1 && !period.estimated)
    .sort((a, b) => a.from.localeCompare(b.from));
  const unusual: UnusualDay[] = [];
  days.forEach((day, index) => {
    const before = days.slice(Math.max(0, index - TYPICAL_DAYS), index).map((d) => d.kwh);
    if (before.length < MIN_TYPICAL_DAYS) return;
    const typicalKwh = median(before);
    if (
      day.kwh >= typicalKwh * UNUSUAL_DAY_RATIO &&
      day.kwh - typicalKwh >= UNUSUAL_DAY_MIN_EXTRA_KWH
    )
      unusual.push({ date: day.from, kwh: day.kwh, typicalKwh });
  });
  return unusual;
}
