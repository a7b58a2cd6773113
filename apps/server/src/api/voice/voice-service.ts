import { and, asc, eq, ne } from 'drizzle-orm';
import { readVoiceFeatures } from '@portal/domain';
import type { VoiceService } from '@portal/contracts';
import type { DbOrTx } from '../orders';
import { voicePlans, voiceServices } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export type VoicePlanRow = typeof voicePlans.$inferSelect;
type VoiceServiceRow = typeof voiceServices.$inferSelect;

const live = ne(voiceServices.status, 'Cancelled');

/** One landline of the account that has not ended; another account's is a 404 (ADR 010). */
export async function voiceServiceOf(db: DbOrTx, accountCode: string, serviceId: string) {
  const [row] = await db
    .select({ service: voiceServices, plan: voicePlans })
    .from(voiceServices)
    .innerJoin(voicePlans, eq(voicePlans.planKey, voiceServices.planKey))
    .where(and(eq(voiceServices.id, serviceId), eq(voiceServices.accountCode, accountCode), live));
  if (row === undefined) {
    throw AppError.notFound(`There is no landline ${serviceId} on this account.`);
  }
  return row;
}

export function toVoiceService(service: VoiceServiceRow, plan: VoicePlanRow): VoiceService {
  return {
    id: service.id,
    landlineNumber: service.landlineNumber,
    planKey: plan.planKey,
    planName: plan.name,
    voiceType: plan.voiceType as VoiceService['voiceType'],
    status: service.status,
    monthlyChargeIncludingGst: plan.monthlyChargeIncludingGstCents,
    monthlyChargeExcludingGst: plan.monthlyChargeExcludingGstCents,
    features: readVoiceFeatures(service.features),
  };
}

/** GET /accounts/{code}/voiceServices: the account's landlines that have not ended. */
export async function findVoiceServices(db: DbOrTx, accountCode: string): Promise<VoiceService[]> {
  const rows = await db
    .select({ service: voiceServices, plan: voicePlans })
    .from(voiceServices)
    .innerJoin(voicePlans, eq(voicePlans.planKey, voiceServices.planKey))
    .where(and(eq(voiceServices.accountCode, accountCode), live))
    .orderBy(asc(voiceServices.id));
  return rows.map(({ service, plan }) => toVoiceService(service, plan));
}
