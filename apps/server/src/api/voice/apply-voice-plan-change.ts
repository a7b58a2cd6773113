import { and, eq } from 'drizzle-orm';
import { coreProducts, productComponents, voicePlans, voiceServices } from '../../db/schema';
import type { OrderApplier } from '../orders';

/**
 * On its date a VoicePlanChange moves the landline to the new plan. NoVoice ends the
 * landline (our reading of "NoVoice means no voice"): the service is marked Cancelled and
 * leaves its core product, whose voice category becomes NoVoice.
 */
export const applyVoicePlanChange: OrderApplier = async (tx, order) => {
  const serviceId = String(order.payload.serviceId);
  const planKey = String(order.payload.planKey);
  const [plan] = await tx.select().from(voicePlans).where(eq(voicePlans.planKey, planKey));
  if (plan === undefined) throw new Error(`voice plan ${planKey} no longer exists`);
  const ends = plan.voiceType === 'NoVoice';
  const [service] = await tx
    .update(voiceServices)
    .set(ends ? { planKey, status: 'Cancelled' } : { planKey })
    .where(and(eq(voiceServices.id, serviceId), eq(voiceServices.accountCode, order.accountCode)))
    .returning({ coreProductId: voiceServices.coreProductId });
  if (service === undefined) throw new Error(`landline ${serviceId} is not on the account`);
  if (service.coreProductId === null) return;
  await tx
    .update(coreProducts)
    .set({ voiceCategory: plan.voiceType })
    .where(eq(coreProducts.id, service.coreProductId));
  const component = and(
    eq(productComponents.coreProductId, service.coreProductId),
    eq(productComponents.serviceId, serviceId),
  );
  if (ends) await tx.delete(productComponents).where(component);
  else await tx.update(productComponents).set({ planKey }).where(component);
};
