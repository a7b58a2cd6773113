import { sql } from 'drizzle-orm';
import { sharedPoolUnitBytes } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { findActivePool, type ActivePool } from './find-active-pool';

export interface LineAllowance {
  /** The lines whose data counts against the same allowance: the pool's, or the line alone. */
  poolLines: string[];
  pool: ActivePool | undefined;
  /** Data per period in bytes; null when the plan has no cap. */
  periodAllowanceBytes: number | null;
  /** Use past the allowance is slowed or free, never charged as overage (Endless, Unlimited). */
  unlimitedData: boolean;
}

/**
 * What a line's data is measured against: the active pool of its group (the leader's pool
 * size, for every line of the group) or the line's own plan cap.
 */
export async function findLineAllowance(db: Db, serviceEntity: string): Promise<LineAllowance> {
  const found = await db.execute<Record<string, string | number | boolean | null>>(sql`
    select s.service_entity, coalesce(s.group_leader_service_entity, s.service_entity) as leader,
      p.data_cap_bytes, p.unlimited_data
    from mobile_services s join mobile_plans p on p.plan_key = s.plan_key
    where s.service_entity = ${serviceEntity}`);
  const line = found.rows[0];
  if (line === undefined) throw AppError.notFound('That mobile service was not found.');
  const leader = String(line.leader);
  const pool = await findActivePool(db, { leaderServiceEntity: leader });
  if (pool !== undefined) {
    const members = await db.execute<{ service_entity: string }>(sql`
      select service_entity from mobile_services
      where service_entity = ${leader} or group_leader_service_entity = ${leader}
      order by service_entity`);
    return {
      poolLines: members.rows.map((row) => row.service_entity),
      pool,
      periodAllowanceBytes: pool.dataPoolSizeGb * sharedPoolUnitBytes(pool.dataSharerType),
      unlimitedData: false,
    };
  }
  const cap = line.data_cap_bytes;
  return {
    poolLines: [serviceEntity],
    pool: undefined,
    periodAllowanceBytes: cap === null ? null : Number(cap),
    unlimitedData: line.unlimited_data === true,
  };
}

/**
 * The carryover at the start of the range: the starting balance of the billed period that
 * holds `from`, or the last final balance when `from` is in the period not billed yet.
 */
export async function findCarryoverBytes(
  db: Db,
  { poolId, dataSharerType }: Pick<ActivePool, 'poolId' | 'dataSharerType'>,
  from: string,
): Promise<number> {
  const result = await db.execute<{ gb: string | number | null }>(sql`
    select coalesce(
      (select starting_carryover_balance_gb from shared_data_pool_monthly_usage
        where pool_id = ${poolId} and bill_date > ${from} order by bill_date limit 1),
      (select final_carryover_balance_gb from shared_data_pool_monthly_usage
        where pool_id = ${poolId} order by bill_date desc limit 1),
      0) as gb`);
  return Math.round(Number(result.rows[0]?.gb ?? 0) * sharedPoolUnitBytes(dataSharerType));
}
