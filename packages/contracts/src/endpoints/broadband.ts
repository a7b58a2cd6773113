import { z } from 'zod';
import {
  accountCodeSchema,
  centsSchema,
  isoDateSchema,
  serviceEntitySchema,
} from '../entities/scalars';

/** Path of one internet service of an account. */
export const internetServicePathSchema = z.object({
  accountCode: accountCodeSchema,
  id: serviceEntitySchema,
});

/** One broadband plan as the change-plan page offers it; charges both ways (spec section 3). */
export const broadbandPlanOptionSchema = z
  .object({
    planKey: z.string().min(1),
    name: z.string().min(1),
    technology: z.enum(['UFB', 'WBB', 'xDSL']),
    category: z.string(),
    downloadMbps: z.number().int().nonnegative(),
    uploadMbps: z.number().int().nonnegative(),
    monthlyChargeIncludingGst: centsSchema,
    monthlyChargeExcludingGst: centsSchema,
    /** The brand's Fibre Start / Smart / Super blurb, where the plan has one. */
    blurb: z.string().nullable(),
    businessOnly: z.boolean(),
    isCurrent: z.boolean(),
  })
  .meta({ id: 'BroadbandPlanOption' });
export type BroadbandPlanOption = z.infer<typeof broadbandPlanOptionSchema>;

/** GET …/internetServices/{id}/plans: what the connection may move to. */
export const broadbandPlanOptionsSchema = z
  .object({
    serviceId: serviceEntitySchema,
    currentPlanKey: z.string(),
    displayGstInclusiveValues: z.boolean(),
    /** The day a change ordered now would take effect. */
    changeDate: isoDateSchema,
    plans: z.array(broadbandPlanOptionSchema),
  })
  .meta({ id: 'BroadbandPlanOptions' });
export type BroadbandPlanOptions = z.infer<typeof broadbandPlanOptionsSchema>;

export const planChangeRequestSchema = z.object({
  planKey: z.string().trim().min(1, 'Choose a plan.'),
});
export type PlanChangeRequest = z.infer<typeof planChangeRequestSchema>;

const planInImpactSchema = z.object({
  planKey: z.string(),
  name: z.string(),
  monthlyChargeIncludingGst: centsSchema,
  monthlyChargeExcludingGst: centsSchema,
});

/** What a plan change would do, shown before the order is placed. */
export const planChangeImpactSchema = z
  .object({
    from: planInImpactSchema,
    to: planInImpactSchema,
    /** Difference of the monthly charge as the account is shown prices (incl. or excl. GST). */
    monthlyDifference: centsSchema,
    displayGstInclusiveValues: z.boolean(),
    effectiveDate: isoDateSchema,
    /** Sentences for the customer, in order. */
    lines: z.array(z.string()),
  })
  .meta({ id: 'PlanChangeImpact' });
export type PlanChangeImpact = z.infer<typeof planChangeImpactSchema>;

/** The answer to a placed plan-change order: it is Pending until its date. */
export const placedPlanChangeSchema = z
  .object({
    orderId: z.string(),
    summary: z.string(),
    requestedDateOfProvisioning: isoDateSchema,
  })
  .meta({ id: 'PlacedPlanChange' });
export type PlacedPlanChange = z.infer<typeof placedPlanChangeSchema>;

/** The order type of a broadband plan change (GET …/orders lists it). */
export const BROADBAND_PLAN_CHANGE_ORDER_TYPE = 'BroadbandPlanChange';
