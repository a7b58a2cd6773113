import { sql } from 'drizzle-orm';
import { sharedDataPoolMonthlyUsage, sharedDataPools } from '../schema';
import { servicesIn } from '../usage-rollups';
import type { SeedContext } from './context';
import { billDatesOf, demoAccount } from './demo-accounts';
import { insertRows } from './insert';
import { GROUP_LINES, leaderPlanChangeDate } from './mobile';

const GB = 1024 ** 3;

/**
 * The group pool's daily and monthly usage, derived from the member lines' rollups so
 * every page of the portal tells the same story.
 */
export async function seedPoolUsage({ db, todayDate }: SeedContext): Promise<void> {
  const [pool] = await db.select({ id: sharedDataPools.id }).from(sharedDataPools).limit(1);
  if (pool === undefined) return;
  await db.execute(sql`
    insert into shared_data_pool_daily_usage (pool_id, date, data_volume_bytes)
    select ${pool.id}, day, sum(total_bytes)
    from usage_daily_rollups
    where kind = 'data' and ${servicesIn(GROUP_LINES)}
    group by day
  `);
  const daily = await db.execute<{ date: string; bytes: string | number }>(sql`
    select date::text as date, data_volume_bytes as bytes
    from shared_data_pool_daily_usage where pool_id = ${pool.id} order by date
  `);
  const schedule = demoAccount('30000001').schedule;
  if (schedule === null) return;
  const billDates = billDatesOf(schedule, todayDate, todayDate);
  const changed = leaderPlanChangeDate(todayDate);
  let carryover = 0;
  const rows: (typeof sharedDataPoolMonthlyUsage.$inferInsert)[] = [];
  billDates.forEach((billDate, index) => {
    const from = billDates[index - 1];
    if (from === undefined) return;
    const usedBytes = daily.rows
      .filter((row) => row.date >= from && row.date < billDate)
      .reduce((sum, row) => sum + Number(row.bytes), 0);
    const planGb = billDate <= changed ? 30 : 60;
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
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
