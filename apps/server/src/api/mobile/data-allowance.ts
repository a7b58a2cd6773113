import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DataAllowance } from '@portal/contracts';
import type { Db } from '../../db/client';
import { usageDailyRollups } from '../../db/schema';

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

/**
 * The allowance left this bill period. A group member has no cap of its own: it draws on
 * its leader's cap, which the whole group uses, so leader and members show the group's
 * remainder. Lines whose leader is on another account (never in the demo) show their own use.
 */
export function allowanceOf(
  line: AllowanceLine,
  lines: readonly AllowanceLine[],
  usedBy: ReadonlyMap<string, number>,
  periodStart: string,
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
  const cap = line.capBytes ?? (sharedWithGroup ? leader.capBytes : null);
  const unlimited = line.unlimited || (line.capBytes === null && leader.unlimited);
  return {
    periodStart,
    unlimited,
    capBytes: unlimited ? null : cap,
    usedBytes: used,
    remainingBytes: unlimited || cap === null ? null : Math.max(0, cap - used),
    sharedWithGroup,
  };
}
