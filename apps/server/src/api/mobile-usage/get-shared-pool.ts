import { asc, desc, eq } from 'drizzle-orm';
import { poolTypeSchema, type SharedDataPool } from '@portal/contracts';
import type { Db } from '../../db/client';
import { sharedDataPoolConfigurations } from '../../db/schema';
import { requireActivePool } from './find-active-pool';

/** GET …/sharedDataPool: the active pool's configuration history, newest first. */
export async function getSharedPool(db: Db, accountCode: string): Promise<SharedDataPool> {
  const pool = await requireActivePool(db, accountCode);
  const rows = await db
    .select()
    .from(sharedDataPoolConfigurations)
    .where(eq(sharedDataPoolConfigurations.poolId, pool.poolId))
    .orderBy(desc(sharedDataPoolConfigurations.activatedAt), asc(sharedDataPoolConfigurations.id));
  return {
    configurationHistory: rows.map((row) => ({
      activatedAt: row.activatedAt.toISOString(),
      deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
      poolType: poolTypeSchema.parse(pool.poolType),
      plan: { dataPoolSizeGb: row.dataPoolSizeGb, dataSharerType: row.dataSharerType },
    })),
  };
}
