import { and, eq } from 'drizzle-orm';
import { plansToOffer, toNzDateKey } from '@portal/domain';
import { BROADBAND_PLAN_CHANGE_ORDER_TYPE } from '@portal/contracts';
import { broadbandPlans, internetServices } from '../../db/schema';
import type { ServicePlanChange } from '../plan-changes';
import { termStartOnPlan } from '../cost-to-leave';
import { internetServiceOf, type BroadbandPlanRow } from './internet-service';

/**
 * A broadband plan change (BroadbandPlanChange) as plan-changes carries it out: a connection
 * moves to an active plan of its own technology (business-only plans for business accounts),
 * and on its date its core product takes the plan's key and categories.
 */
export const broadbandPlanChange: ServicePlanChange<BroadbandPlanRow> = {
  kind: 'broadband',
  collection: 'internetServices',
  orderType: BROADBAND_PLAN_CHANGE_ORDER_TYPE,
  feature: 'broadband',
  serviceOf: internetServiceOf,
  catalogue: (db) => db.select().from(broadbandPlans),
  planNamed: async (db, planKey) => {
    const [plan] = await db
      .select()
      .from(broadbandPlans)
      .where(eq(broadbandPlans.planKey, planKey));
    return plan;
  },
  offered: (plans, current, pricing) => plansToOffer(plans, current, pricing.isBusiness),
  ends: () => false,
  moveService: async (tx, { accountCode, serviceId, plan }) => {
    const [service] = await tx
      .update(internetServices)
      .set({
        planKey: plan.planKey,
        termStartedOn: termStartOnPlan(broadbandPlans, plan.planKey, toNzDateKey(new Date())),
      })
      .where(and(eq(internetServices.id, serviceId), eq(internetServices.accountCode, accountCode)))
      .returning({ coreProductId: internetServices.coreProductId });
    return service;
  },
  coreProductOn: (plan) => ({
    coreProductKey: plan.planKey,
    broadbandCategoryGroup: plan.categoryGroup,
    broadbandCategory: plan.category,
  }),
  words: {
    plan: 'broadband plan',
    service: 'internet service',
    notOffered: 'That plan is not available for your connection. Choose one of the plans listed.',
  },
};
