import { z } from 'zod';
import { forwardingNumberError, normaliseMobileNumber } from '@portal/domain';
import { voiceTypeSchema } from '../entities/enums';
import { centsSchema, serviceEntitySchema } from '../entities/scalars';
import { planOptionsSchema } from './plan-options';

/** The switchable landline features and, while forwarding, the number calls go to. */
export const voiceFeaturesSchema = z
  .object({
    voicemail: z.boolean(),
    callWaiting: z.boolean(),
    callerId: z.boolean(),
    callForwarding: z.boolean(),
    forwardingNumber: z.string().trim().max(20).nullable(),
  })
  .superRefine((value, context) => {
    if (!value.callForwarding) return;
    const error = forwardingNumberError(value.forwardingNumber);
    if (error !== undefined)
      context.addIssue({ code: 'custom', path: ['forwardingNumber'], message: error });
  })
  .transform((value) => ({
    ...value,
    forwardingNumber:
      value.callForwarding && value.forwardingNumber !== null
        ? normaliseMobileNumber(value.forwardingNumber)
        : null,
  }))
  .meta({ id: 'VoiceFeatureSettings' });
export type VoiceFeatureSettings = z.output<typeof voiceFeaturesSchema>;

/** GET /accounts/{code}/voiceServices: the account's landlines. */
export const voiceServiceSchema = z
  .object({
    id: serviceEntitySchema,
    landlineNumber: z.string(),
    planKey: z.string(),
    planName: z.string(),
    voiceType: voiceTypeSchema,
    status: z.string(),
    monthlyChargeIncludingGst: centsSchema,
    monthlyChargeExcludingGst: centsSchema,
    features: z.object({
      voicemail: z.boolean(),
      callWaiting: z.boolean(),
      callerId: z.boolean(),
      callForwarding: z.boolean(),
      forwardingNumber: z.string().nullable(),
    }),
  })
  .meta({ id: 'VoiceService' });
export type VoiceService = z.infer<typeof voiceServiceSchema>;

export const voicePlanOptionSchema = z
  .object({
    planKey: z.string(),
    name: z.string(),
    voiceType: voiceTypeSchema,
    description: z.string(),
    monthlyChargeIncludingGst: centsSchema,
    monthlyChargeExcludingGst: centsSchema,
    isCurrent: z.boolean(),
  })
  .meta({ id: 'VoicePlanOption' });
export type VoicePlanOption = z.infer<typeof voicePlanOptionSchema>;

/** GET …/voiceServices/{id}/plans: the voice plans the landline may move to, NoVoice included. */
export const voicePlanOptionsSchema = planOptionsSchema(voicePlanOptionSchema).meta({
  id: 'VoicePlanOptions',
});
export type VoicePlanOptions = z.infer<typeof voicePlanOptionsSchema>;

/** The order type of a voice plan change (GET …/orders lists it). */
export const VOICE_PLAN_CHANGE_ORDER_TYPE = 'VoicePlanChange';
