import { toNzDateKey } from './nz-date';
import type { ConsumptionInterval } from './consumption-interval';

/** How finely the usage chart shows power use: months, days of a month, half-hours of a day. */
export type ConsumptionGrain = 'month' | 'day' | 'halfHour';

export interface ConsumptionBucket {
  /** `yyyy-MM`, `yyyy-MM-dd`, or the half-hour's starting instant. */
  readonly key: string;
  readonly wh: number;
  /**
   * Most of it was estimated (at least half its energy, or every interval of an empty one):
   * a month with a few estimated half-hours reads as measured; the half-hours say which.
   */
  readonly estimated: boolean;
}

function keyOf(interval: ConsumptionInterval, grain: ConsumptionGrain): string {
  if (grain === 'halfHour') return interval.start;
  const day = toNzDateKey(new Date(interval.start));
  return grain === 'month' ? day.slice(0, 7) : day;
}

/**
 * Intervals added up by month or day (by the Auckland day each starts on), oldest first.
 * Half-hours are kept as they are. Totals are exact: nothing is lost between grains.
 */
export function consumptionBuckets(
  intervals: readonly ConsumptionInterval[],
  grain: ConsumptionGrain,
): ConsumptionBucket[] {
  const buckets = new Map<
    string,
    { wh: number; estimatedWh: number; count: number; estimatedCount: number }
  >();
  for (const interval of intervals) {
    const key = keyOf(interval, grain);
    const bucket = buckets.get(key) ?? { wh: 0, estimatedWh: 0, count: 0, estimatedCount: 0 };
    buckets.set(key, {
      wh: bucket.wh + interval.wh,
      estimatedWh: bucket.estimatedWh + (interval.estimated ? interval.wh : 0),
      count: bucket.count + 1,
      estimatedCount: bucket.estimatedCount + (interval.estimated ? 1 : 0),
    });
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, bucket]) => ({
      key,
      wh: bucket.wh,
      estimated:
        bucket.wh > 0
          ? bucket.estimatedWh * 2 >= bucket.wh
          : bucket.estimatedCount === bucket.count,
    }));
}
