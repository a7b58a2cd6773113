import { and, eq } from 'drizzle-orm';
import { coreProducts, productComponents } from '../../db/schema';
import type { OrderApplier } from '../orders';
import type { CataloguePlan, ServicePlanChange } from './service-plan-change';

/**
 * On its date a plan change moves the service to the new plan, and its core product and
 * component with it, so /products and the service's own call agree. A plan that ends the
 * service (the landline's NoVoice) ends it and takes it out of its core product.
 */
export function planChangeApplier<Plan extends CataloguePlan>(
  service: ServicePlanChange<Plan>,
): OrderApplier {
  return async (tx, order) => {
    const serviceId = String(order.payload.serviceId);
    const planKey = String(order.payload.planKey);
    const plan = await service.planNamed(tx, planKey);
    if (plan === undefined) throw new Error(`${service.words.plan} ${planKey} no longer exists`);
    const ends = service.ends(plan);
    const moved = await service.moveService(tx, {
      accountCode: order.accountCode,
      serviceId,
      plan,
      ends,
    });
    if (moved === undefined) {
      throw new Error(`${service.words.service} ${serviceId} is not on the account`);
    }
    if (moved.coreProductId === null) return;
    await tx
      .update(coreProducts)
      .set(service.coreProductOn(plan))
      .where(eq(coreProducts.id, moved.coreProductId));
    const component = and(
      eq(productComponents.coreProductId, moved.coreProductId),
      eq(productComponents.serviceId, serviceId),
    );
    if (ends) await tx.delete(productComponents).where(component);
    else await tx.update(productComponents).set({ planKey }).where(component);
  };
}
