import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DataAllowance } from '@portal/contracts';
import { sharedPoolUnitBytes } from '@portal/domain';
import type { Db } from '../../db/client';
import { usageDailyRollups } from '../../db/schema';
import { findActivePool, findCarryoverBytes } from '../mobile-usage';

export interface AllowanceLine {
  serviceEntity: string;
  leader: string | null;
  capBytes: number | null;
  unlimited: boolean;
}

/** Data used per line since periodStart, read from the daily rollups (one grouped query). */
export async function dataUsedSince(
  db: Db,
  serviceEntities: string[],
  periodStart: string,
): Promise<Map<string, number>> {
  if (serviceEntities.length === 0) return new Map();
  const rows = await db
    .select({
      serviceEntity: usageDailyRollups.serviceEntity,
      bytes: sql<string>`sum(${usageDailyRollups.totalBytes})`,
    })
    .from(usageDailyRollups)
    .where(
      and(
        inArray(usageDailyRollups.serviceEntity, serviceEntities),
        eq(usageDailyRollups.kind, 'data'),
        gte(usageDailyRollups.day, periodStart),
      ),
    )
    .groupBy(usageDailyRollups.serviceEntity);
  return new Map(rows.map((row) => [row.serviceEntity, Number(row.bytes)]));
}

/** A group's shared pool this period: its size and what was carried over into it. */
export interface PoolAllowance {
  allowanceBytes: number;
  carryoverBytes: number;
}

/**
 * The group pools of the account's leader lines, as the usage page measures them: the
 * pool's size and the carryover at the start of the bill period (find-line-allowance.ts).
 */
export async function poolAllowances(
  db: Db,
  leaders: readonly string[],
  periodStart: string,
): Promise<Map<string, PoolAllowance>> {
  const pools = new Map<string, PoolAllowance>();
  for (const leader of new Set(leaders)) {
    const pool = await findActivePool(db, { leaderServiceEntity: leader });
    if (pool === undefined) continue;
    pools.set(leader, {
      allowanceBytes: pool.dataPoolSizeGb * sharedPoolUnitBytes(pool.dataSharerType),
      carryoverBytes: await findCarryoverBytes(db, pool, periodStart),
    });
  }
  return pools;
}

/**
 * The allowance left this bill period. A group member has no cap of its own: it draws on
 * its leader's pool (its size and the carryover), which the whole group uses, so leader
 * and members show the group's remainder, the figure the usage page gives for the same
 * period. Lines whose leader is on another account (never in the demo) show their own use.
 */
export function allowanceOf(
  line: AllowanceLine,
  lines: readonly AllowanceLine[],
  usedBy: ReadonlyMap<string, number>,
  periodStart: string,
  pools: ReadonlyMap<string, PoolAllowance> = new Map(),
): DataAllowance {
  const leaderEntity = line.leader ?? line.serviceEntity;
  const leader = lines.find((other) => other.serviceEntity === leaderEntity) ?? line;
  const group = lines.filter(
    (other) => other.serviceEntity === leaderEntity || other.leader === leaderEntity,
  );
  const sharedWithGroup = group.length > 1 && leader.capBytes !== null;
  const used = (sharedWithGroup ? group : [line]).reduce(
    (sum, member) => sum + (usedBy.get(member.serviceEntity) ?? 0),
    0,
  );
  const pool = sharedWithGroup ? pools.get(leaderEntity) : undefined;
  const cap = pool?.allowanceBytes ?? line.capBytes ?? (sharedWithGroup ? leader.capBytes : null);
  const carryover = pool?.carryoverBytes ?? 0;
  const unlimited = line.unlimited || (line.capBytes === null && leader.unlimited);
  return {
    periodStart,
    unlimited,
    capBytes: unlimited ? null : cap,
    carryoverBytes: unlimited ? 0 : carryover,
    usedBytes: used,
    remainingBytes: unlimited || cap === null ? null : Math.max(0, cap + carryover - used),
    sharedWithGroup,
  };
}
