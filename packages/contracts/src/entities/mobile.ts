import { z } from 'zod';
import { billFrequencySchema, connectionStatusSchema, mobilePlanTypeSchema } from './enums';
import {
  bytesSchema,
  centsSchema,
  isoDateSchema,
  isoDateTimeSchema,
  msisdnSchema,
  serviceEntitySchema,
} from './scalars';

export const mobilePlanChargeSchema = z
  .object({
    chargeExcludingGst: centsSchema.meta({
      description: 'Charge excluding GST, integer cents (NZD) in our API',
    }),
    chargeIncludingGst: centsSchema.meta({
      description: 'Charge including GST, integer cents (NZD) in our API',
    }),
    billFrequency: billFrequencySchema,
    unit: z.string().min(1).meta({ example: 'month' }),
    description: z.string(),
  })
  .meta({ id: 'MobilePlanCharge' });
export type MobilePlanCharge = z.infer<typeof mobilePlanChargeSchema>;

/** Counts and caps are null when the matching unlimited flag is set. */
export const mobilePlanSchema = z
  .object({
    planKey: z.string().min(1),
    planDescription: z.string(),
    charges: z
      .array(mobilePlanChargeSchema)
      .meta({ description: 'Plans sort by the first charge including GST' }),
    dataCap: bytesSchema.nullable(),
    minutesLimit: z.number().int().nonnegative().nullable(),
    textLimit: z.number().int().nonnegative().nullable(),
    groupTag: z.string().nullable(),
    isGroupLeader: z.boolean(),
    isGroupMember: z.boolean(),
    isStandalone: z.boolean(),
    maxGroupMemberCount: z.number().int().nonnegative().nullable(),
    supportedLeaderPlanKeys: z.array(z.string()),
    // The spec names the field but not its values; the mobile plan types fit it.
    dataCategory: mobilePlanTypeSchema,
    isBasePrepayPlan: z.boolean(),
    isUnlimitedData: z.boolean(),
    isUnlimitedMinutes: z.boolean(),
    isUnlimitedText: z.boolean(),
    descriptionTexts: z.array(z.string()).meta({ description: 'Selling points, one line each' }),
  })
  .meta({ id: 'MobilePlan' });
export type MobilePlan = z.infer<typeof mobilePlanSchema>;

/** The spec shows serviceEntity and service; the rest is what the mobile pages need. */
export const mobileServiceSchema = z
  .object({
    serviceEntity: msisdnSchema,
    service: z.string().min(1).meta({ example: 'mobile2_linerental' }),
    serviceEntityDescription: z
      .string()
      .max(50)
      .nullable()
      .meta({ description: 'Custom connection name chosen by the customer' }),
    status: connectionStatusSchema,
    isPrepay: z.boolean(),
    planKey: z.string().nullable(),
  })
  .meta({ id: 'MobileService' });
export type MobileService = z.infer<typeof mobileServiceSchema>;

/** Only serviceEntity is shown in the spec; the balance fields are ours. */
export const walletBalanceSchema = z
  .object({
    serviceEntity: msisdnSchema,
    balance: centsSchema.meta({ description: 'Prepay wallet balance including GST, cents' }),
    expiryDate: isoDateSchema.nullable(),
    asAt: isoDateTimeSchema,
  })
  .meta({ id: 'WalletBalance' });
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/** Between the two steps of adding a prepay number: the code was sent, not yet verified. */
export const addNumberStateSchema = z
  .object({
    mobileNumber: msisdnSchema,
    lastOtpSentTime: isoDateTimeSchema.nullable(),
    codeVerifier: z.string().nullable(),
  })
  .meta({ id: 'AddNumberState' });
export type AddNumberState = z.infer<typeof addNumberStateSchema>;

/** Only items of type Product are shown to people; other types are passed through. */
export const manifestItemSchema = z
  .object({
    type: z.string().min(1).meta({ example: 'Product' }),
    billingDescription: z.string(),
  })
  .meta({ id: 'ManifestItem' });
export type ManifestItem = z.infer<typeof manifestItemSchema>;

export const scheduledInstalmentSchema = z
  .object({
    invoiceSent: z.boolean(),
    billDate: isoDateSchema,
    actualInstalmentAmountConsideringDiscountState: centsSchema,
  })
  .meta({ id: 'ScheduledInstalment' });
export type ScheduledInstalment = z.infer<typeof scheduledInstalmentSchema>;

export const interestFreeAgreementSchema = z
  .object({
    // Not in the spec's field list; GET /interestfree/agreements/{id} needs it.
    agreementId: z.string().min(1),
    linkedServiceEntity: serviceEntitySchema,
    manifest: z.object({ items: z.array(manifestItemSchema) }),
    scheduledInstalments: z.array(scheduledInstalmentSchema),
    numberOfInstalments: z.number().int().positive(),
    amountStillToBeInvoiced: centsSchema,
    initialBillDate: isoDateSchema,
    lastBillDate: isoDateSchema,
    isActive: z.boolean(),
    totalDiscountsRemaining: centsSchema,
  })
  .meta({ id: 'InterestFreeAgreement' });
export type InterestFreeAgreement = z.infer<typeof interestFreeAgreementSchema>;
