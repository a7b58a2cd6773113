import { z } from 'zod';
import { isoDateSchema, isoDateTimeSchema } from '../entities/scalars';

/*
 * Power calls, at /api/accounts/{accountCode}/power… (the spec shows no power paths;
 * docs/spec-notes.md "API base"). A power connection is its ICP. Orders placed here are
 * listed with the account's orders (orders.ts) as PowerPlanChange and AddPower.
 */

export const POWER_ORDER_TYPES = { planChange: 'PowerPlanChange', signUp: 'AddPower' } as const;

export const powerRateSchema = z.object({
  /** Daily (a fixed charge a day) or Anytime (per kWh). */
  rateType: z.string(),
  unit: z.enum(['day', 'kWh']),
  centsIncludingGst: z.number().nonnegative(),
  centsExcludingGst: z.number().nonnegative(),
});
export type PowerRate = z.infer<typeof powerRateSchema>;

export const powerPlanSchema = z
  .object({
    planKey: z.string(),
    name: z.string(),
    description: z.string(),
    userType: z.string(),
    rates: z.array(powerRateSchema),
  })
  .meta({ id: 'PowerPlan' });
export type PowerPlan = z.infer<typeof powerPlanSchema>;

export const meterReadingTypeSchema = z.enum(['Actual', 'Estimated']);

export const meterReadingSchema = z
  .object({
    meterSerial: z.string(),
    readAt: isoDateTimeSchema,
    readingKwh: z.number().int(),
    readingType: meterReadingTypeSchema,
    /** Smart meter, Estimate or Customer. */
    source: z.string(),
    /** The first reading of a replaced meter (the customer said so). */
    meterChanged: z.boolean(),
  })
  .meta({ id: 'MeterReading' });
export type MeterReading = z.infer<typeof meterReadingSchema>;

export const consumptionPeriodSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  days: z.number().int().positive(),
  kwh: z.number().int().nonnegative(),
  estimated: z.boolean(),
  /**
   * A smart meter's day (`days` 1): what the day cost at the plan's rates, the kWh at the
   * anytime rate plus the daily charge, in cents, incl. or excl. GST as the account shows
   * prices (displayGstInclusiveValues). Null for a period between readings.
   */
  costCents: z.number().int().nonnegative().nullable(),
});
export type ConsumptionPeriodDto = z.infer<typeof consumptionPeriodSchema>;

export const powerMeterSchema = z.object({
  meterSerial: z.string(),
  meterType: z.string(),
  registerContent: z.string(),
  isSmart: z.boolean(),
});

export const SITE_ACCESS_LIMITS = { meterLocation: 200, accessNotes: 500, otherHazards: 300 };

export const siteAccessSchema = z
  .object({
    meterLocation: z.string().max(SITE_ACCESS_LIMITS.meterLocation),
    accessNotes: z.string().max(SITE_ACCESS_LIMITS.accessNotes),
    hasDog: z.boolean(),
    otherHazards: z.string().max(SITE_ACCESS_LIMITS.otherHazards),
  })
  .meta({ id: 'SiteAccess' });
export type SiteAccess = z.infer<typeof siteAccessSchema>;

export const METER_LOCATION_MESSAGE = 'Please tell us where your meter is.';

/** PUT …/power/siteAccess: the meter location is needed; the rest may be empty. */
export const siteAccessRequestSchema = siteAccessSchema.extend({
  meterLocation: z
    .string()
    .trim()
    .min(1, METER_LOCATION_MESSAGE)
    .max(SITE_ACCESS_LIMITS.meterLocation),
  accessNotes: z.string().trim().max(SITE_ACCESS_LIMITS.accessNotes),
  otherHazards: z.string().trim().max(SITE_ACCESS_LIMITS.otherHazards),
});
export type SiteAccessRequest = z.infer<typeof siteAccessRequestSchema>;

/** GET /accounts/{accountCode}/power: the account's power connection. */
export const powerConnectionSchema = z
  .object({
    icpNumber: z.string(),
    address: z.string(),
    networkCompany: z.string(),
    status: z.string(),
    startDate: isoDateSchema,
    plan: powerPlanSchema,
    meters: z.array(powerMeterSchema),
    /** Newest first, since the connection started with this account. */
    readings: z.array(meterReadingSchema),
    /**
     * Oldest first. `day`: a smart meter's days of the recent weeks, each with its cost;
     * `reading`: the periods between consecutive readings of a meter read less often.
     */
    consumptionBy: z.enum(['day', 'reading']),
    consumption: z.array(consumptionPeriodSchema),
    siteAccess: siteAccessSchema,
    displayGstInclusiveValues: z.boolean(),
    nextBillDate: isoDateSchema.nullable(),
  })
  .meta({ id: 'PowerConnection' });
export type PowerConnection = z.infer<typeof powerConnectionSchema>;

/** POST …/power/meterReadings: a reading the customer took today. */
export const meterReadingRequestSchema = z.object({
  meterSerial: z.string().min(1),
  readingKwh: z.number(),
  meterChanged: z.boolean().default(false),
});
export type MeterReadingRequest = z.input<typeof meterReadingRequestSchema>;

/** GET …/power/plans: the active plans, for a change or a sign-up. */
export const powerPlansSchema = z.object({
  /** Null when the account has no power yet. */
  currentPlanKey: z.string().nullable(),
  plans: z.array(powerPlanSchema),
  displayGstInclusiveValues: z.boolean(),
  nextBillDate: isoDateSchema.nullable(),
  /** Today in New Zealand, the first day an order may take effect. */
  today: isoDateSchema,
  /** The last day an order may take effect. */
  latestDate: isoDateSchema,
});
export type PowerPlans = z.infer<typeof powerPlansSchema>;

/** POST …/power/planChangeOrders (with an Idempotency-Key header). */
export const powerPlanChangeRequestSchema = z.object({
  planKey: z.string().min(1),
  /** The day the new rates start: the next bill date by default, or one chosen. */
  startDate: isoDateSchema,
});
export type PowerPlanChangeRequest = z.infer<typeof powerPlanChangeRequestSchema>;

export const powerOrderResultSchema = z.object({
  orderId: z.string(),
  orderType: z.string(),
  summary: z.string(),
  requestedDateOfProvisioning: isoDateSchema,
});
export type PowerOrderResult = z.infer<typeof powerOrderResultSchema>;

/** GET …/power/icpLookup?address=: known ICPs at an address, not on any active account. */
export const icpLookupQuerySchema = z.object({ address: z.string().trim().min(3).max(200) });
export const icpCandidateSchema = z.object({
  icpNumber: z.string(),
  address: z.string(),
  networkCompany: z.string(),
});
export type IcpCandidate = z.infer<typeof icpCandidateSchema>;

/** POST …/power/signUpOrders (with an Idempotency-Key header). */
export const powerSignUpRequestSchema = z.object({
  address: z.string().trim().min(3, 'Please enter the address you want power at.').max(200),
  icpNumber: z.string().trim().min(1),
  planKey: z.string().min(1),
  startDate: isoDateSchema,
});
export type PowerSignUpRequest = z.infer<typeof powerSignUpRequestSchema>;
