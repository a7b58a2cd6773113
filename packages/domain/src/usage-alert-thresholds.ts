/** The data levels every capped mobile is warned at, as a percentage of what it has. */
export const STANDARD_DATA_ALERT_PERCENTS = [80, 100] as const;

/** A customer's own level: a whole percentage in this range. */
export const CUSTOM_DATA_ALERT_MIN = 10;
export const CUSTOM_DATA_ALERT_MAX = 95;

/**
 * The data alert levels (percent) a line has reached: 80 and 100, and the customer's own
 * level when set, each once, lowest first. Nothing when the allowance is unknown or none.
 */
export function reachedDataAlertPercents(
  usedBytes: number,
  allowanceBytes: number,
  customPercent: number | null,
): number[] {
  if (!(allowanceBytes > 0) || !(usedBytes > 0)) return [];
  const levels = new Set<number>(STANDARD_DATA_ALERT_PERCENTS);
  if (customPercent !== null) levels.add(customPercent);
  return [...levels]
    .filter((percent) => usedBytes * 100 >= allowanceBytes * percent)
    .sort((a, b) => a - b);
}

/** The highest level reached, which is the one a person is told about; null when none. */
export function highestReachedPercent(levels: readonly number[]): number | null {
  return levels.length === 0 ? null : Math.max(...levels);
}
