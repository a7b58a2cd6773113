import type { DbOrTx } from '../orders';
import { accountPricing } from './account-pricing';
import type { CataloguePlan, ServicePlanChange } from './service-plan-change';

/**
 * GET …/<collection>/{id}/plans: the plans the service may be on with their prices, the
 * current one marked, and the day a change would land; `detailsOf` adds what the service's
 * page shows of a plan besides (speeds and blurbs, the voice type).
 */
export async function findPlanOptions<Plan extends CataloguePlan, Details>(
  service: ServicePlanChange<Plan>,
  db: DbOrTx,
  { accountCode, serviceId }: { accountCode: string; serviceId: string },
  detailsOf: (plan: Plan) => Details,
) {
  const { plan: current } = await service.serviceOf(db, accountCode, serviceId);
  const pricing = await accountPricing(db, accountCode);
  const offered = service.offered(await service.catalogue(db), current, pricing);
  return {
    serviceId,
    currentPlanKey: current.planKey,
    displayGstInclusiveValues: pricing.displayGstInclusiveValues,
    changeDate: pricing.changeDate,
    plans: offered.map((plan) => ({
      planKey: plan.planKey,
      name: plan.name,
      ...detailsOf(plan),
      monthlyChargeIncludingGst: plan.monthlyChargeIncludingGstCents,
      monthlyChargeExcludingGst: plan.monthlyChargeExcludingGstCents,
      isCurrent: plan.planKey === current.planKey,
    })),
  };
}
