import { z } from 'zod';
import { centsSchema, isoDateSchema } from '../entities/scalars';

/*
 * What it costs to leave (issue 30, decision 058). GET /api/accounts/{accountCode}/costToLeave:
 * per service, what is left to pay today and how it falls month by month. Amounts to pay,
 * so always including GST.
 */

export const SERVICE_KINDS_WITH_TERMS = ['mobile', 'broadband', 'power'] as const;
export type ServiceKindWithTerms = (typeof SERVICE_KINDS_WITH_TERMS)[number];

export const leavingCostSchema = z.object({
  date: isoDateSchema,
  instalments: centsSchema.meta({ description: 'Device instalments not yet billed' }),
  fee: centsSchema.meta({ description: 'Early termination fee on that day' }),
  total: centsSchema,
});
export type LeavingCostPoint = z.infer<typeof leavingCostSchema>;

export const serviceTermSchema = z.object({
  months: z.number().int().positive(),
  startedOn: isoDateSchema,
  endsOn: isoDateSchema,
  monthsLeft: z.number().int().nonnegative(),
  feePerMonthLeft: centsSchema,
  feeCap: centsSchema.nullable(),
});

export const agreementLeftSchema = z.object({
  agreementId: z.string(),
  description: z.string().meta({ description: 'What was bought, as billed' }),
  instalmentsLeft: z.number().int().nonnegative(),
  amountLeft: centsSchema,
  lastBillDate: isoDateSchema,
});

export const serviceCostToLeaveSchema = z.object({
  kind: z.enum(SERVICE_KINDS_WITH_TERMS),
  serviceId: z.string().meta({ description: 'Mobile number, broadband connection id or ICP' }),
  name: z.string().meta({ description: 'The connection’s name where it has one' }).nullable(),
  planName: z.string(),
  term: serviceTermSchema.nullable().meta({ description: 'Null on an open term' }),
  agreements: z.array(agreementLeftSchema),
  today: leavingCostSchema,
  schedule: z.array(leavingCostSchema).meta({
    description: 'Today, then the same day of each month, ending on the first day at nothing',
  }),
});
export type ServiceCostToLeave = z.infer<typeof serviceCostToLeaveSchema>;

export const costToLeaveSchema = z
  .object({
    today: isoDateSchema,
    services: z.array(serviceCostToLeaveSchema),
    total: centsSchema,
  })
  .meta({ id: 'CostToLeave' });
export type CostToLeave = z.infer<typeof costToLeaveSchema>;

/*
 * GET /api/accounts/{accountCode}/planTerms: what each plan on sale commits a customer to,
 * for the standard offer summary of the plan-change and sign-up pages. Prices in the
 * account's GST view, as its plan pages show them.
 */
export const planTermsSchema = z.object({
  kind: z.enum(SERVICE_KINDS_WITH_TERMS),
  planKey: z.string(),
  planName: z.string(),
  pricePerMonth: centsSchema.meta({
    description: 'Power: its daily charge over an average month (365/12 days), before use',
  }),
  termMonths: z.number().int().positive().nullable(),
  setupFee: centsSchema,
  feePerMonthLeft: centsSchema,
  feeCap: centsSchema.nullable(),
});
export type PlanTerms = z.infer<typeof planTermsSchema>;

export const planTermsListSchema = z
  .object({
    displayGstInclusiveValues: z.boolean(),
    plans: z.array(planTermsSchema),
  })
  .meta({ id: 'PlanTermsList' });
export type PlanTermsList = z.infer<typeof planTermsListSchema>;
