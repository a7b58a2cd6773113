import type { ChangePlanOptions } from '@portal/contracts';
import type { Db } from '../../db/client';
import { loadLineContext } from './line-context';
import { offeredPlans } from './offered-plans';
import { findCatalogPlans, publicPlan } from './plan-catalog';

/** GET …/mobileServices/{id}/changePlanOptions: the plans the line may move to. */
export async function findChangePlanOptions(
  db: Db,
  accountCode: string,
  serviceEntity: string,
): Promise<ChangePlanOptions> {
  const context = await loadLineContext(db, accountCode, serviceEntity);
  const plans = offeredPlans(await findCatalogPlans(db), context);
  return {
    serviceEntity,
    currentPlanKey: context.line.planKey,
    displayGstInclusive: context.displayGstInclusive,
    groupPlansOffered: plans.some((plan) => plan.isGroupMember),
    plans: plans.map((plan) => ({
      ...publicPlan(plan),
      isCurrent: plan.planKey === context.line.planKey,
    })),
  };
}
