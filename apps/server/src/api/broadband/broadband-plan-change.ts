import { and, eq } from 'drizzle-orm';
import { plansToOffer } from '@portal/domain';
import {
  BROADBAND_PLAN_CHANGE_ORDER_TYPE,
  type PlanChangeImpact,
  type PlacedPlanChange,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { broadbandPlans } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { placeOrder, type DbOrTx } from '../orders';
import { accountPricing } from './account-pricing';
import { internetServiceOf, pricedBroadbandPlan } from './internet-service';
import { cancelPendingPlanChanges } from './pending-plan-change';
import { planChangeImpact } from './plan-change-impact';

/** The current and chosen plans, refusing a plan the connection may not move to. */
async function change(db: DbOrTx, accountCode: string, serviceId: string, planKey: string) {
  const { service, plan: current } = await internetServiceOf(db, accountCode, serviceId);
  const pricing = await accountPricing(db, accountCode);
  if (planKey === current.planKey) {
    throw AppError.badRequest(`You are already on ${current.name}.`, 'same_plan');
  }
  const [target] = await db
    .select()
    .from(broadbandPlans)
    .where(and(eq(broadbandPlans.planKey, planKey)));
  if (target === undefined || plansToOffer([target], current, pricing.isBusiness).length === 0) {
    throw AppError.badRequest(
      'That plan is not available for your connection. Choose one of the plans listed.',
      'plan_not_offered',
    );
  }
  return { service, current, target, pricing };
}

export async function getBroadbandPlanChangeImpact(
  db: Db,
  accountCode: string,
  serviceId: string,
  planKey: string,
): Promise<PlanChangeImpact> {
  const { current, target, pricing } = await change(db, accountCode, serviceId, planKey);
  return planChangeImpact(pricedBroadbandPlan(current), pricedBroadbandPlan(target), pricing);
}

/** Places a BroadbandPlanChange order for the next bill date; it replaces a pending one. */
export async function placeBroadbandPlanChange(
  db: Db,
  accountCode: string,
  serviceId: string,
  planKey: string,
): Promise<PlacedPlanChange> {
  return db.transaction(async (tx) => {
    const { current, target, pricing } = await change(tx, accountCode, serviceId, planKey);
    const impact = planChangeImpact(
      pricedBroadbandPlan(current),
      pricedBroadbandPlan(target),
      pricing,
    );
    await cancelPendingPlanChanges(tx, accountCode, BROADBAND_PLAN_CHANGE_ORDER_TYPE, serviceId);
    const summary = `Broadband plan change to ${target.name}`;
    const { orderId } = await placeOrder(tx, {
      accountCode,
      orderType: BROADBAND_PLAN_CHANGE_ORDER_TYPE,
      summary,
      payload: { serviceId, fromPlanKey: current.planKey, planKey: target.planKey },
      orderImpact: impact.lines,
      requestedDateOfProvisioning: impact.effectiveDate,
    });
    return { orderId, summary, requestedDateOfProvisioning: impact.effectiveDate };
  });
}
