import { and, eq } from 'drizzle-orm';
import type { VoiceFeatureSettings, VoiceService } from '@portal/contracts';
import type { Db } from '../../db/client';
import { voiceServices } from '../../db/schema';
import { toVoiceService, voiceServiceOf } from './voice-service';

/**
 * PUT …/voiceServices/{id}/features: the whole set at once, so a retried request leaves the
 * same features (no toggling). The contract has checked the forwarding number already.
 */
export async function updateVoiceFeatures(
  db: Db,
  accountCode: string,
  serviceId: string,
  features: VoiceFeatureSettings,
): Promise<VoiceService> {
  const { plan } = await voiceServiceOf(db, accountCode, serviceId);
  const [updated] = await db
    .update(voiceServices)
    .set({ features })
    .where(and(eq(voiceServices.id, serviceId), eq(voiceServices.accountCode, accountCode)))
    .returning();
  if (updated === undefined) throw new Error(`landline ${serviceId} vanished while updating`);
  return toVoiceService(updated, plan);
}
