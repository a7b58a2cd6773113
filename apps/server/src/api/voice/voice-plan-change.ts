import { and, asc, eq } from 'drizzle-orm';
import { VOICE_PLAN_CHANGE_ORDER_TYPE } from '@portal/contracts';
import { voicePlans, voiceServices } from '../../db/schema';
import type { ServicePlanChange } from '../plan-changes';
import { voiceServiceOf, type VoicePlanRow } from './voice-service';

/**
 * A voice plan change (VoicePlanChange) as plan-changes carries it out: a landline may move
 * to any voice plan on sale. NoVoice ends the landline (our reading of "NoVoice means no
 * voice"): on its date the service is marked Cancelled and leaves its core product, whose
 * voice category becomes NoVoice.
 */
export const voicePlanChange: ServicePlanChange<VoicePlanRow> = {
  kind: 'voice',
  collection: 'voiceServices',
  orderType: VOICE_PLAN_CHANGE_ORDER_TYPE,
  // The landline belongs to the broadband product, so its changes are gated with broadband.
  feature: 'broadband',
  serviceOf: voiceServiceOf,
  catalogue: (db) => db.select().from(voicePlans).orderBy(asc(voicePlans.sortOrder)),
  planNamed: async (db, planKey) => {
    const [plan] = await db.select().from(voicePlans).where(eq(voicePlans.planKey, planKey));
    return plan;
  },
  offered: (plans, current) =>
    plans.filter((plan) => plan.isActive || plan.planKey === current.planKey),
  ends: (plan) => plan.voiceType === 'NoVoice',
  moveService: async (tx, { accountCode, serviceId, plan, ends }) => {
    const { planKey } = plan;
    const [service] = await tx
      .update(voiceServices)
      .set(ends ? { planKey, status: 'Cancelled' } : { planKey })
      .where(and(eq(voiceServices.id, serviceId), eq(voiceServices.accountCode, accountCode)))
      .returning({ coreProductId: voiceServices.coreProductId });
    return service;
  },
  coreProductOn: (plan) => ({ voiceCategory: plan.voiceType }),
  words: {
    plan: 'voice plan',
    service: 'landline',
    notOffered: 'That voice plan is not available. Choose one of the plans listed.',
    ending: {
      line: 'Your landline and its number end on that day, with its voicemail and other features.',
      summary: 'Landline ends (no voice plan)',
    },
  },
};
