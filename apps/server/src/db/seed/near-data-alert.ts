import { sql } from 'drizzle-orm';
import { rebuildUsageRollups, servicesIn } from '../usage-rollups';
import type { SeedContext } from './context';
import { eachDay, nzInstant } from './dates';
import { GROUP_LINES } from './mobile';

const GB = 1024 ** 3;

/** The share of its allowance the Ngata group has used by the time the demo starts. */
export const NEAR_ALERT_SHARE = 0.76;

/** The heaviest extra day: hours of high-definition video shared to a television. */
const MOST_EXTRA_GB_A_DAY = 16;

/** Tama, the group's member who streams this bill period. */
const STREAMER = '0271234569';

export interface CurrentPool {
  periodStart: string;
  allowanceGb: number;
}

/**
 * The Ngata household's group is near its 80% data alert, so a person trying the demo sees
 * one arrive with a little more use: Tama streams this bill period, enough to bring the
 * group to 76% of its allowance, at most 16 GB a day. In a period's first five days or so
 * the days so far cannot carry that much, and the group sits lower. No dice are thrown, so the rest of the
 * seed draws the same values as before. Returns whether it added use (the pool's daily
 * figures are then out of date from the period's start).
 */
export async function seedNearDataAlert(
  { db, today, todayDate }: SeedContext,
  pool: CurrentPool,
): Promise<boolean> {
  const used = await db.execute<{ bytes: string | number | null }>(sql`
    select sum(total_bytes) as bytes from usage_daily_rollups
    where kind = 'data' and day >= ${pool.periodStart} and ${servicesIn(GROUP_LINES)}`);
  const missingBytes = pool.allowanceGb * GB * NEAR_ALERT_SHARE - Number(used.rows[0]?.bytes ?? 0);
  const sessionStarts = eachDay(pool.periodStart, todayDate)
    .map((day) => nzInstant(day, 16, 30, 0))
    .filter((start) => start <= today);
  if (missingBytes <= 0 || sessionStarts.length === 0) return false;
  const bytesADay = Math.min(MOST_EXTRA_GB_A_DAY * GB, missingBytes / sessionStarts.length);
  const rows = sessionStarts.map((start) => ({
    e: start.toISOString(),
    ed: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    b: Math.round(bytesADay),
  }));
  await db.execute(sql`
    insert into usage_events (service_entity, kind, event_date, start_date, end_date, data_volume_bytes)
    select ${STREAMER}, 'data', e, e, ed, b
    from json_to_recordset(${JSON.stringify(rows)}::json) as x(e timestamptz, ed timestamptz, b bigint)
  `);
  await rebuildUsageRollups(db, servicesIn([STREAMER]));
  return true;
}
