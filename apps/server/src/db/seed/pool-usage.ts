import { sql } from 'drizzle-orm';
import { sharedDataPoolMonthlyUsage, sharedDataPools } from '../schema';
import { servicesIn } from '../usage-rollups';
import type { Db } from '../client';
import type { SeedContext } from './context';
import { billDatesOf, demoAccount } from './demo-accounts';
import { insertRows } from './insert';
import { GROUP_LINES, leaderPlanChangeDate } from './mobile';
import { seedNearDataAlert } from './near-data-alert';

const GB = 1024 ** 3;

/** Before any usage the seed writes. */
const FIRST_DAY = '1970-01-01';

/**
 * The group pool's daily and monthly usage, derived from the member lines' rollups so
 * every page of the portal tells the same story.
 */
export async function seedPoolUsage(context: SeedContext): Promise<void> {
  const { db, todayDate } = context;
  const [pool] = await db.select({ id: sharedDataPools.id }).from(sharedDataPools).limit(1);
  if (pool === undefined) return;
  await derivePoolDays(db, pool.id, FIRST_DAY);
  const daily = await db.execute<{ date: string; bytes: string | number }>(sql`
    select date::text as date, data_volume_bytes as bytes
    from shared_data_pool_daily_usage where pool_id = ${pool.id} order by date
  `);
  const schedule = demoAccount('30000001').schedule;
  if (schedule === null) return;
  const billDates = billDatesOf(schedule, todayDate, todayDate);
  const changed = leaderPlanChangeDate(todayDate);
  const planGbOn = (date: string) => (date <= changed ? 30 : 60);
  let carryover = 0;
  const rows: (typeof sharedDataPoolMonthlyUsage.$inferInsert)[] = [];
  billDates.forEach((billDate, index) => {
    const from = billDates[index - 1];
    if (from === undefined) return;
    const usedBytes = daily.rows
      .filter((row) => row.date >= from && row.date < billDate)
      .reduce((sum, row) => sum + Number(row.bytes), 0);
    const planGb = planGbOn(billDate);
    const usedGb = usedBytes / GB;
    // Unused data carries over for one period, capped at the plan's own size.
    const finalGb = Math.min(planGb, Math.max(0, planGb + carryover - usedGb));
    rows.push({
      poolId: pool.id,
      billDate,
      planGb,
      startingCarryoverBalanceGb: round3(carryover),
      finalCarryoverBalanceGb: round3(finalGb),
      usedBytes,
    });
    carryover = finalGb;
  });
  await insertRows(db, sharedDataPoolMonthlyUsage, rows);
  const periodStart = billDates.at(-1);
  if (periodStart === undefined) return;
  const current = { periodStart, allowanceGb: planGbOn(todayDate) + carryover };
  if (await seedNearDataAlert(context, current)) await derivePoolDays(db, pool.id, periodStart);
}

/** The pool's use each day from `from` on: the sum of its lines' daily rollups. */
async function derivePoolDays(db: Db, poolId: number, from: string): Promise<void> {
  await db.execute(sql`
    delete from shared_data_pool_daily_usage where pool_id = ${poolId} and date >= ${from}`);
  await db.execute(sql`
    insert into shared_data_pool_daily_usage (pool_id, date, data_volume_bytes)
    select ${poolId}, day, sum(total_bytes)
    from usage_daily_rollups
    where kind = 'data' and day >= ${from} and ${servicesIn(GROUP_LINES)}
    group by day
  `);
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
