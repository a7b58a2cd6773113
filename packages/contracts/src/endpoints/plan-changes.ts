import { z } from 'zod';
import {
  accountCodeSchema,
  centsSchema,
  isoDateSchema,
  serviceEntitySchema,
} from '../entities/scalars';

/*
 * A plan change of a service of the account (an internet service, a landline), at
 * /api/accounts/{accountCode}/{internetServices|voiceServices}/{id}/…: the same calls and
 * answers for each service; its plans on offer are its own (broadband.ts, voice.ts).
 */

/** Path of one service of an account: an internet service or a landline. */
export const servicePathSchema = z.object({
  accountCode: accountCodeSchema,
  id: serviceEntitySchema,
});

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
