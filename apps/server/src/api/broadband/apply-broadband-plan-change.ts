import { and, eq } from 'drizzle-orm';
import { broadbandPlans, coreProducts, internetServices, productComponents } from '../../db/schema';
import type { OrderApplier } from '../orders';

/**
 * On its date a BroadbandPlanChange moves the internet service to the new plan, and its
 * core product to the plan's key and categories, so /products and /internetServices agree.
 */
export const applyBroadbandPlanChange: OrderApplier = async (tx, order) => {
  const serviceId = String(order.payload.serviceId);
  const planKey = String(order.payload.planKey);
  const [plan] = await tx.select().from(broadbandPlans).where(eq(broadbandPlans.planKey, planKey));
  if (plan === undefined) throw new Error(`broadband plan ${planKey} no longer exists`);
  const [service] = await tx
    .update(internetServices)
    .set({ planKey })
    .where(
      and(eq(internetServices.id, serviceId), eq(internetServices.accountCode, order.accountCode)),
    )
    .returning({ coreProductId: internetServices.coreProductId });
  if (service === undefined) throw new Error(`internet service ${serviceId} is not on the account`);
  if (service.coreProductId === null) return;
  await tx
    .update(coreProducts)
    .set({
      coreProductKey: plan.planKey,
      broadbandCategoryGroup: plan.categoryGroup,
      broadbandCategory: plan.category,
    })
    .where(eq(coreProducts.id, service.coreProductId));
  await tx
    .update(productComponents)
    .set({ planKey })
    .where(
      and(
        eq(productComponents.coreProductId, service.coreProductId),
        eq(productComponents.serviceId, serviceId),
      ),
    );
};
