import { z } from 'zod';
import { centsSchema } from '../entities/scalars';
import { planOptionsSchema } from './plan-options';

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
export const broadbandPlanOptionsSchema = planOptionsSchema(broadbandPlanOptionSchema).meta({
  id: 'BroadbandPlanOptions',
});
export type BroadbandPlanOptions = z.infer<typeof broadbandPlanOptionsSchema>;

/** The order type of a broadband plan change (GET …/orders lists it). */
export const BROADBAND_PLAN_CHANGE_ORDER_TYPE = 'BroadbandPlanChange';
