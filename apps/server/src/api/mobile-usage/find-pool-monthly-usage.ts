import { desc, eq } from 'drizzle-orm';
import type { SharedDataPoolMonthlyUsage } from '@portal/contracts';
import type { Db } from '../../db/client';
import { sharedDataPoolMonthlyUsage } from '../../db/schema';
import { requireActivePool } from './find-active-pool';

/** Read by the monthly usage call, the carryover call and the daily usage period. */
export async function findMonthlyRows(
  db: Db,
  poolId: number,
): Promise<SharedDataPoolMonthlyUsage[]> {
  const rows = await db
    .select()
    .from(sharedDataPoolMonthlyUsage)
    .where(eq(sharedDataPoolMonthlyUsage.poolId, poolId))
    .orderBy(desc(sharedDataPoolMonthlyUsage.billDate));
  return rows.map((row) => ({
    billDate: row.billDate,
    planGb: row.planGb,
    startingCarryoverBalanceGb: row.startingCarryoverBalanceGb,
    finalCarryoverBalanceGb: row.finalCarryoverBalanceGb,
  }));
}

/** GET …/sharedDataPool/monthlyUsage: one entry per billed period, newest first. */
export async function findPoolMonthlyUsage(
  db: Db,
  accountCode: string,
): Promise<SharedDataPoolMonthlyUsage[]> {
  const pool = await requireActivePool(db, accountCode);
  return findMonthlyRows(db, pool.poolId);
}
