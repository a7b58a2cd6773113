import { z } from 'zod';
import { poolTypeSchema } from './enums';
import {
  bytesSchema,
  isoDateSchema,
  isoDateTimeSchema,
  msisdnSchema,
  wholeMbSchema,
} from './scalars';

/** The value of dataSharerType whose pool is sized in MB rather than GB. */
export const M2M_DATA_SHARER_TYPE = 'm2m';

export const sharedDataPoolConfigurationSchema = z
  .object({
    // activatedAt and poolType are ours; the spec shows deactivatedAt and plan only.
    activatedAt: isoDateTimeSchema,
    deactivatedAt: isoDateTimeSchema
      .nullable()
      .meta({ description: 'Null while this configuration is active' }),
    poolType: poolTypeSchema,
    plan: z.object({
      dataPoolSizeGb: z
        .number()
        .nonnegative()
        .meta({ description: 'Pool size in GB, or in MB when dataSharerType is m2m' }),
      dataSharerType: z.string().min(1),
    }),
  })
  .meta({ id: 'SharedDataPoolConfiguration' });
export type SharedDataPoolConfiguration = z.infer<typeof sharedDataPoolConfigurationSchema>;

/** With no configuration whose deactivatedAt is null, the page says 'No active pool found'. */
export const sharedDataPoolSchema = z
  .object({ configurationHistory: z.array(sharedDataPoolConfigurationSchema) })
  .meta({ id: 'SharedDataPool' });
export type SharedDataPool = z.infer<typeof sharedDataPoolSchema>;

const gbSchema = z.number().nonnegative();

export const sharedDataPoolMonthlyUsageSchema = z
  .object({
    billDate: isoDateSchema,
    planGb: gbSchema,
    startingCarryoverBalanceGb: gbSchema,
    finalCarryoverBalanceGb: gbSchema,
  })
  .meta({ id: 'SharedDataPoolMonthlyUsage' });
export type SharedDataPoolMonthlyUsage = z.infer<typeof sharedDataPoolMonthlyUsageSchema>;

export const sharedDataPoolDailyUsageSchema = z
  .object({ date: isoDateSchema, dataVolumeBytes: bytesSchema })
  .meta({ id: 'SharedDataPoolDailyUsage' });
export type SharedDataPoolDailyUsage = z.infer<typeof sharedDataPoolDailyUsageSchema>;

/** The values of a beneficiary's shareType (section 3's "share types" are Open / Allocation). */
export const dataShareTypeSchema = z.enum(['OpenSharing', 'AllocationSharing']);
export type DataShareType = z.infer<typeof dataShareTypeSchema>;

export const dataShareBeneficiarySchema = z
  .object({
    beneficiaryMsisdn: msisdnSchema,
    shareType: dataShareTypeSchema,
    recurringShareAmountMB: wholeMbSchema.meta({
      description: '0 when there is no recurring share',
    }),
    currentMonthShareAmountMB: wholeMbSchema.meta({
      description: '0 when there is no one-off share',
    }),
  })
  .meta({ id: 'DataShareBeneficiary' });
export type DataShareBeneficiary = z.infer<typeof dataShareBeneficiarySchema>;

export const shareQuotaSchema = z
  .object({
    open: z.object({ allowed: z.boolean() }),
    oneOff: z.object({ availableMb: wholeMbSchema }),
    recurring: z.object({ availableMb: wholeMbSchema }),
  })
  .meta({ id: 'ShareQuota' });
export type ShareQuota = z.infer<typeof shareQuotaSchema>;

/** What the quota query falls back to when it fails (spec section 8). */
export const SHARE_QUOTA_FALLBACK: ShareQuota = {
  open: { allowed: false },
  oneOff: { availableMb: 0 },
  recurring: { availableMb: 0 },
};
