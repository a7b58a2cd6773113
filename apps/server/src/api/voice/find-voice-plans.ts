import type { VoicePlanOptions } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findPlanOptions } from '../plan-changes';
import { voicePlanChange } from './voice-plan-change';

type VoiceType = VoicePlanOptions['plans'][number]['voiceType'];

/** GET …/voiceServices/{id}/plans: every voice plan on sale (NoVoice ends the landline). */
export async function findVoicePlans(
  db: Db,
  landline: { accountCode: string; serviceId: string },
): Promise<VoicePlanOptions> {
  return findPlanOptions(voicePlanChange, db, landline, (plan) => ({
    voiceType: plan.voiceType as VoiceType,
    description: plan.description,
  }));
}
