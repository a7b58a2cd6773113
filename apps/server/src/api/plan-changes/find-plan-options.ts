import type { DbOrTx } from '../orders';
import { accountPricing } from './account-pricing';
import type { CataloguePlan, ServicePlanChange } from './service-plan-change';

/**
 * GET …/<collection>/{id}/plans: the plans the service may be on, each as the service's page
 * shows it (`toOption`), with the current plan marked and the day a change would land.
 */
export async function findPlanOptions<Plan extends CataloguePlan, Option>(
  service: ServicePlanChange<Plan>,
  db: DbOrTx,
  accountCode: string,
  serviceId: string,
  toOption: (plan: Plan) => Option,
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
      ...toOption(plan),
      isCurrent: plan.planKey === current.planKey,
    })),
  };
}
