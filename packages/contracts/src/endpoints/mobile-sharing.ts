// Issue 5: schemas of this slice's endpoints (data sharing with beneficiaries).
import { z } from 'zod';
import { dataShareTypeSchema } from '../entities/sharing';

/**
 * The number as typed: the server checks it with the domain's mobile-number rule so the
 * person sees the spec's beneficiary message rather than a schema error.
 */
const beneficiaryNumberSchema = z
  .string()
  .max(32)
  .meta({ description: 'Beneficiary mobile number, e.g. 0221234568', example: '0221234568' });

/** An amount in MB; fractions are rounded down by the server (spec section 5). */
const shareAmountSchema = z.number().nonnegative().max(10_000_000);

export const shareQuotaQuerySchema = z.object({
  beneficiaryServiceEntity: beneficiaryNumberSchema.optional().meta({
    description: 'The beneficiary whose share is being changed: its own amounts count as free',
  }),
});
export type ShareQuotaQuery = z.infer<typeof shareQuotaQuerySchema>;

export const validateBeneficiaryQuerySchema = z.object({
  beneficiaryServiceEntity: beneficiaryNumberSchema,
});
export type ValidateBeneficiaryQuery = z.infer<typeof validateBeneficiaryQuerySchema>;

/** valid false carries the reason to show under the number field. */
export const beneficiaryValidationSchema = z
  .object({
    beneficiaryMsisdn: z.string(),
    valid: z.boolean(),
    message: z.string().nullable(),
  })
  .meta({ id: 'BeneficiaryValidation' });
export type BeneficiaryValidation = z.infer<typeof beneficiaryValidationSchema>;

/**
 * POST …/dataShare sets the whole share with one beneficiary: an amount left out is zero
 * (amounts are sent only when non-zero). Open sharing carries no amounts.
 */
export const dataShareRequestSchema = z
  .object({
    beneficiaryServiceEntity: beneficiaryNumberSchema,
    shareType: dataShareTypeSchema,
    recurringShareAmountMb: shareAmountSchema.optional(),
    currentMonthShareAmountMb: shareAmountSchema.optional(),
  })
  .meta({ id: 'DataShareRequest' });
export type DataShareRequest = z.infer<typeof dataShareRequestSchema>;

export const removeDataShareRequestSchema = z
  .object({ beneficiaryServiceEntity: beneficiaryNumberSchema })
  .meta({ id: 'RemoveDataShareRequest' });
export type RemoveDataShareRequest = z.infer<typeof removeDataShareRequestSchema>;

/** Sharing modes and amount kinds of spec section 3 (the web form's choices). */
export const shareModeSchema = z.enum(['ShareAllAmount', 'ShareDifferentAmount']);
export type ShareMode = z.infer<typeof shareModeSchema>;
export const shareAmountKindSchema = z.enum(['Recurring', 'OneOff']);
export type ShareAmountKind = z.infer<typeof shareAmountKindSchema>;
