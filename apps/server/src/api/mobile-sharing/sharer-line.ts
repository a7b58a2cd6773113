import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  mobilePlans,
  mobileServices,
  sharedDataPoolConfigurations,
  sharedDataPools,
} from '../../db/schema';
import { AppError } from '../../platform/app-error';

export interface SharerLine {
  serviceEntity: string;
  /** The plan's own monthly data in whole MB; 0 for lines that have none of their own. */
  allowanceMb: number;
  /** The line leads a group whose active pool is an Open pool. */
  leadsOpenPool: boolean;
}

const BYTES_PER_MB = 1024 * 1024;

/**
 * The line that shares (the access check has already tied it to the account). A group
 * member has no allowance of its own (it draws on the leader's), so it has nothing to give.
 */
export async function findSharerLine(
  db: Db,
  accountCode: string,
  serviceEntity: string,
): Promise<SharerLine> {
  const [line] = await db
    .select({
      serviceEntity: mobileServices.serviceEntity,
      status: mobileServices.status,
      dataCapBytes: mobilePlans.dataCapBytes,
      isGroupMember: mobilePlans.isGroupMember,
    })
    .from(mobileServices)
    .innerJoin(mobilePlans, eq(mobilePlans.planKey, mobileServices.planKey))
    .where(
      and(
        eq(mobileServices.serviceEntity, serviceEntity),
        eq(mobileServices.accountCode, accountCode),
      ),
    )
    .limit(1);
  if (line === undefined) {
    throw AppError.notFound(`There is no mobile service ${serviceEntity} on this account.`);
  }
  const pools = await db
    .select({ poolType: sharedDataPools.poolType })
    .from(sharedDataPools)
    .innerJoin(
      sharedDataPoolConfigurations,
      and(
        eq(sharedDataPoolConfigurations.poolId, sharedDataPools.id),
        isNull(sharedDataPoolConfigurations.deactivatedAt),
      ),
    )
    .where(eq(sharedDataPools.leaderServiceEntity, serviceEntity));
  const ownsData = line.status === 'Active' && !line.isGroupMember;
  return {
    serviceEntity: line.serviceEntity,
    allowanceMb: ownsData ? Math.floor((line.dataCapBytes ?? 0) / BYTES_PER_MB) : 0,
    leadsOpenPool: ownsData && pools.some((pool) => pool.poolType === 'Open'),
  };
}
