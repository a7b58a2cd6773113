import { addDays, toNzDateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import { ensureUsageMonths, USAGE_MONTHS_AHEAD } from '../../db/usage-months';
import type { JobDefinition } from '../scheduler';

export const USAGE_MONTHS_JOB = 'usage-months';

/**
 * The months ahead that must have usage partitions on `now`: this New Zealand month and the
 * next USAGE_MONTHS_AHEAD, as first and last day keys.
 */
export function monthsAhead(now: Date): { from: string; to: string } {
  const today = toNzDateKey(now);
  const first = `${today.slice(0, 8)}01`;
  // 31 days a month is always at least a month on; the function works in whole months.
  return { from: first, to: addDays(first, 31 * USAGE_MONTHS_AHEAD) };
}

/**
 * Every night at 03:50 New Zealand time: the coming months' usage_events partitions, so
 * events never pile up in the default partition. Safe to run twice at once (the database
 * function takes a lock and skips months that have theirs).
 */
export function usageMonthJobs(db: Db): JobDefinition[] {
  return [
    {
      name: USAGE_MONTHS_JOB,
      power: 'cannot',
      cron: '50 3 * * *',
      run: async () => {
        const { from, to } = monthsAhead(new Date());
        await ensureUsageMonths(db, from, to);
      },
    },
  ];
}
