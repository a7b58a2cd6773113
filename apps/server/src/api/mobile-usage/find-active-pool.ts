import { sql } from 'drizzle-orm';
import { NO_ACTIVE_POOL_MESSAGE } from '@portal/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';

export interface ActivePool {
  poolId: number;
  leaderServiceEntity: string;
  poolType: string;
  dataPoolSizeGb: number;
  dataSharerType: string;
}

/** The pool of the account, or of one leader line, whose configuration is active now. */
export async function findActivePool(
  db: Db,
  where: { accountCode: string } | { leaderServiceEntity: string },
): Promise<ActivePool | undefined> {
  const condition =
    'accountCode' in where
      ? sql`p.account_code = ${where.accountCode}`
      : sql`p.leader_service_entity = ${where.leaderServiceEntity}`;
  const result = await db.execute<Record<string, string | number>>(sql`
    select p.id, p.leader_service_entity, p.pool_type, c.data_pool_size_gb, c.data_sharer_type
    from shared_data_pools p
    join shared_data_pool_configurations c on c.pool_id = p.id and c.deactivated_at is null
    where ${condition}
    order by p.id
    limit 1`);
  const row = result.rows[0];
  if (row === undefined) return undefined;
  return {
    poolId: Number(row.id),
    leaderServiceEntity: String(row.leader_service_entity),
    poolType: String(row.pool_type),
    dataPoolSizeGb: Number(row.data_pool_size_gb),
    dataSharerType: String(row.data_sharer_type),
  };
}

/** Every shared pool call answers 404 'No active pool found' where none is active. */
export async function requireActivePool(db: Db, accountCode: string): Promise<ActivePool> {
  const pool = await findActivePool(db, { accountCode });
  if (pool === undefined) throw AppError.notFound(NO_ACTIVE_POOL_MESSAGE, 'no_active_pool');
  return pool;
}
