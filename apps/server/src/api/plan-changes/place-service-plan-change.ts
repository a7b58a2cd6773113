import type { PlacedPlanChange } from '@portal/contracts';
import type { Db } from '../../db/client';
import { checkPlanChange } from './check-plan-change';
import { placePlanChangeOrder } from './place-plan-change-order';
import type { CataloguePlan, ServicePlanChange } from './service-plan-change';

/** POST …/planChangeOrders: the order for the next bill date; it replaces a pending one. */
export async function placeServicePlanChange<Plan extends CataloguePlan>(
  service: ServicePlanChange<Plan>,
  db: Db,
  change: { accountCode: string; serviceId: string; planKey: string },
): Promise<PlacedPlanChange> {
  return db.transaction(async (tx) => {
    const { current, target, impact } = await checkPlanChange(service, tx, change);
    const summary = orderSummary(service, target);
    const { serviceId, accountCode } = change;
    const { orderId } = await placePlanChangeOrder(tx, {
      accountCode,
      serviceId,
      orderType: service.orderType,
      summary,
      payload: { serviceId, fromPlanKey: current.planKey, planKey: target.planKey },
      orderImpact: impact.lines,
      requestedDateOfProvisioning: impact.effectiveDate,
    });
    return { orderId, summary, requestedDateOfProvisioning: impact.effectiveDate };
  });
}

/** "Broadband plan change to Fibre Smart"; a plan that ends the service says so instead. */
function orderSummary<Plan extends CataloguePlan>(service: ServicePlanChange<Plan>, target: Plan) {
  const { ending, plan } = service.words;
  if (ending !== undefined && service.ends(target)) return ending.summary;
  return `${plan.charAt(0).toUpperCase()}${plan.slice(1)} change to ${target.name}`;
}
