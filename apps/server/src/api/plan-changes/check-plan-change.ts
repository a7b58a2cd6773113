import { AppError } from '../../platform/app-error';
import type { DbOrTx } from '../orders';
import { accountPricing } from './account-pricing';
import { planChangeImpact } from './plan-change-impact';
import { pricedPlan, type CataloguePlan, type ServicePlanChange } from './service-plan-change';

/**
 * The current and chosen plans with what the change does, refusing the plan the service is
 * on (`same_plan`) and one it may not move to (`plan_not_offered`), in that order.
 */
export async function checkPlanChange<Plan extends CataloguePlan>(
  service: ServicePlanChange<Plan>,
  db: DbOrTx,
  change: { accountCode: string; serviceId: string; planKey: string },
) {
  const { plan: current } = await service.serviceOf(db, change.accountCode, change.serviceId);
  if (change.planKey === current.planKey) {
    throw AppError.badRequest(`You are already on ${current.name}.`, 'same_plan');
  }
  const pricing = await accountPricing(db, change.accountCode);
  const target = await service.planNamed(db, change.planKey);
  if (target === undefined || service.offered([target], current, pricing).length === 0) {
    throw AppError.badRequest(service.words.notOffered, 'plan_not_offered');
  }
  const impact = planChangeImpact(pricedPlan(current), pricedPlan(target), pricing);
  const ending = service.words.ending;
  if (ending !== undefined && service.ends(target)) impact.lines.splice(1, 0, ending.line);
  return { current, target, impact };
}
