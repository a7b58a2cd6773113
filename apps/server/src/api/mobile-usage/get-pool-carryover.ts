import type { SharedPoolCarryover } from '@portal/contracts';
import type { Db } from '../../db/client';
import { requireActivePool } from './find-active-pool';
import { findMonthlyRows } from './find-pool-monthly-usage';

/** GET …/sharedDataPool/carryoverData: what the last billed period carried into this one. */
export async function getPoolCarryover(db: Db, accountCode: string): Promise<SharedPoolCarryover> {
  const pool = await requireActivePool(db, accountCode);
  const [latest] = await findMonthlyRows(db, pool.poolId);
  return {
    billDate: latest?.billDate ?? null,
    carryoverBalanceGb: latest?.finalCarryoverBalanceGb ?? 0,
  };
}
