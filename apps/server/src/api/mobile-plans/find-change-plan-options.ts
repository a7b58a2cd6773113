import type { ChangePlanOptions } from '@portal/contracts';
import type { Db } from '../../db/client';
import { loadLineContext } from './line-context';
import { offeredPlans } from './offered-plans';
import { findCatalogPlans, publicPlan, type CatalogPlan } from './plan-catalog';
import { planChangeRefusal } from './assess-product-change';

/**
 * GET …/mobileServices/{id}/changePlanOptions: the plans on offer to the line, each with
 * the reason it cannot take one (the rule an order would be refused by), so the page shows
 * such a plan as unavailable instead of refusing it in the dialog.
 */
export async function findChangePlanOptions(
  db: Db,
  accountCode: string,
  serviceEntity: string,
): Promise<ChangePlanOptions> {
  const context = await loadLineContext(db, accountCode, serviceEntity);
  const catalog = await findCatalogPlans(db);
  const plans = offeredPlans(catalog, context);
  const current = catalog.find((plan) => plan.planKey === context.line.planKey);
  const memberPlans = new Map(catalog.map((plan) => [plan.planKey, plan]));
  // The current plan is marked as such, not as unavailable.
  const reasonFor = (target: CatalogPlan) =>
    current === undefined || target.planKey === current.planKey
      ? null
      : (planChangeRefusal({ context, offered: plans, current, target, memberPlans }) ?? null);
  return {
    serviceEntity,
    currentPlanKey: context.line.planKey,
    displayGstInclusive: context.displayGstInclusive,
    groupPlansOffered: plans.some((plan) => plan.isGroupMember),
    plans: plans.map((plan) => ({
      ...publicPlan(plan),
      isCurrent: plan.planKey === context.line.planKey,
      unavailableReason: reasonFor(plan),
    })),
  };
}
