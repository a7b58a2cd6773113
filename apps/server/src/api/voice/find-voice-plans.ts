import type { VoicePlanOptions } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findPlanOptions } from '../plan-changes';
import { voicePlanChange } from './voice-plan-change';

type VoiceType = VoicePlanOptions['plans'][number]['voiceType'];

/** GET …/voiceServices/{id}/plans: every voice plan on sale (NoVoice ends the landline). */
export async function findVoicePlans(
  db: Db,
  accountCode: string,
  serviceId: string,
): Promise<VoicePlanOptions> {
  return findPlanOptions(voicePlanChange, db, accountCode, serviceId, (plan) => ({
    planKey: plan.planKey,
    name: plan.name,
    voiceType: plan.voiceType as VoiceType,
    description: plan.description,
    monthlyChargeIncludingGst: plan.monthlyChargeIncludingGstCents,
    monthlyChargeExcludingGst: plan.monthlyChargeExcludingGstCents,
  }));
}
