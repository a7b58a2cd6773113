import { and, eq, inArray, isNull } from 'drizzle-orm';
import { toNzDateKey } from '@portal/domain';
import type { Tx } from '../../db/client';
import {
  mobileAddonSubscriptions,
  mobilePlans,
  mobileServices,
  sharedDataPoolConfigurations,
  sharedDataPools,
} from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { termStartOnPlan } from '../cost-to-leave';
import type { CatalogPlan } from '../mobile-plans';
import type { PreparedProductChange } from './prepare-product-change';

const BYTES_PER_GB = 1024 ** 3;

/** A leader moving between leader plans resizes its group's pool from today. */
async function resizeLeaderPool(tx: Tx, leader: string, target: CatalogPlan, now: Date) {
  if (!target.isGroupLeader || target.dataCap === null) return;
  const [pool] = await tx
    .select({ id: sharedDataPools.id })
    .from(sharedDataPools)
    .where(eq(sharedDataPools.leaderServiceEntity, leader));
  if (pool === undefined) return;
  const [active] = await tx
    .update(sharedDataPoolConfigurations)
    .set({ deactivatedAt: now })
    .where(
      and(
        eq(sharedDataPoolConfigurations.poolId, pool.id),
        isNull(sharedDataPoolConfigurations.deactivatedAt),
      ),
    )
    .returning({ dataSharerType: sharedDataPoolConfigurations.dataSharerType });
  await tx.insert(sharedDataPoolConfigurations).values({
    poolId: pool.id,
    planKey: target.planKey,
    dataPoolSizeGb: Math.round(target.dataCap / BYTES_PER_GB),
    dataSharerType: active?.dataSharerType ?? 'Standard',
    activatedAt: now,
  });
}

/**
 * The line's plan (and group) change in the caller's transaction. The update is guarded
 * by the plan read when the change was decided, so a change made meanwhile is not undone.
 */
export async function applyPlanChange(
  tx: Tx,
  prepared: PreparedProductChange,
  target: CatalogPlan,
  now: Date,
): Promise<void> {
  const { line } = prepared.context;
  const updated = await tx
    .update(mobileServices)
    .set({
      planKey: target.planKey,
      groupLeaderServiceEntity: prepared.assessment.groupLeaderAfter,
      termStartedOn: termStartOnPlan(mobilePlans, target.planKey, toNzDateKey(now)),
    })
    .where(
      and(
        eq(mobileServices.serviceEntity, line.serviceEntity),
        eq(mobileServices.planKey, line.planKey),
      ),
    )
    .returning({ serviceEntity: mobileServices.serviceEntity });
  if (updated.length === 0) {
    throw AppError.conflict('The plan of this connection changed meanwhile. Please try again.');
  }
  const ending = prepared.assessment.endingAddons.map((addon) => addon.id);
  if (ending.length > 0) {
    await tx
      .update(mobileAddonSubscriptions)
      .set({ endedAt: now })
      .where(inArray(mobileAddonSubscriptions.id, ending));
  }
  if (prepared.context.planContext.isSameServiceEntity) {
    await resizeLeaderPool(tx, line.serviceEntity, target, now);
  }
}
