import { and, between, eq } from 'drizzle-orm';
import type { SharedDataPoolDailyUsage } from '@portal/contracts';
import { fillDailySeries, recentBillingPeriods, toNzDateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import { sharedDataPoolDailyUsage } from '../../db/schema';
import { requireActivePool } from './find-active-pool';
import { findMonthlyRows } from './find-pool-monthly-usage';

/**
 * GET …/sharedDataPool/dailyUsage?billDate: every day of the period the bill dated
 * `billDate` covers (from the previous bill date to the day before it), days without
 * usage as 0, and none after today.
 */
export async function findPoolDailyUsage(
  db: Db,
  accountCode: string,
  billDate: string,
  now: Date = new Date(),
): Promise<SharedDataPoolDailyUsage[]> {
  const pool = await requireActivePool(db, accountCode);
  const earlier = (await findMonthlyRows(db, pool.poolId))
    .map((row) => row.billDate)
    .filter((date) => date < billDate);
  const [period] = recentBillingPeriods([billDate, ...earlier], 1);
  if (period === undefined) return [];
  const today = toNzDateKey(now);
  const to = period.to < today ? period.to : today;
  if (to < period.from) return [];
  const rows = await db
    .select()
    .from(sharedDataPoolDailyUsage)
    .where(
      and(
        eq(sharedDataPoolDailyUsage.poolId, pool.poolId),
        between(sharedDataPoolDailyUsage.date, period.from, to),
      ),
    );
  return fillDailySeries(
    rows.map((row) => ({ date: row.date, value: row.dataVolumeBytes })),
    period.from,
    to,
  ).map((day) => ({ date: day.date, dataVolumeBytes: day.value }));
}
