import { z } from 'zod';
import { SMOOTH_PAY_FREQUENCIES } from '@portal/domain';
import { centsSchema, isoDateSchema } from '../entities/scalars';

/*
 * Smooth pay (issue 30, decision 062). GET /api/accounts/{accountCode}/smoothPay answers the
 * arrangement that is on (if any), its reviews, and a quote for each frequency; POST
 * …/smoothPay starts it (owner or staff); POST …/smoothPay/stop stops it (staff say why).
 * Amounts to pay, so always including GST.
 */

export const smoothPayFrequencySchema = z.enum(SMOOTH_PAY_FREQUENCIES);

export const smoothPayBillSchema = z.object({
  billDate: isoDateSchema,
  periodStart: isoDateSchema,
  periodEnd: isoDateSchema,
  total: centsSchema,
});

export const smoothPayQuoteSchema = z.object({
  frequency: smoothPayFrequencySchema,
  amount: centsSchema.meta({ description: 'Each payment, in whole dollars' }),
  billsTotal: centsSchema,
  daysCovered: z.number().int().positive(),
  yearTotal: centsSchema.meta({ description: 'The bills, scaled to 365 days when fewer' }),
  scaledToYear: z.boolean(),
  balance: centsSchema.meta({
    description: 'Overdue now (positive) or in credit (negative); a bill not yet due is not in it',
  }),
  balanceShare: centsSchema.meta({ description: 'The balance’s share of each payment' }),
  basis: z.string().meta({ description: 'Where the amount comes from, in a sentence' }),
});
export type SmoothPayQuoteAnswer = z.infer<typeof smoothPayQuoteSchema>;

export const smoothPayReviewSchema = z.object({
  reviewedOn: isoDateSchema,
  kind: z.enum(['start', 'review']),
  previousAmount: centsSchema.nullable(),
  amount: centsSchema,
  reason: z.string(),
});

export const smoothPayArrangementSchema = z.object({
  id: z.uuid(),
  frequency: smoothPayFrequencySchema,
  amount: centsSchema,
  startedOn: isoDateSchema,
  nextReviewOn: isoDateSchema,
  status: z.enum(['active', 'stopped']),
  reviews: z.array(smoothPayReviewSchema).meta({ description: 'Newest first' }),
});
export type SmoothPayArrangement = z.infer<typeof smoothPayArrangementSchema>;

export const smoothPaySchema = z.object({
  today: isoDateSchema,
  arrangement: smoothPayArrangementSchema.nullable(),
  /** The bills the quote comes from, oldest first; empty when there is none to work from. */
  bills: z.array(smoothPayBillSchema),
  quotes: z
    .array(smoothPayQuoteSchema)
    .meta({ description: 'One per frequency; empty without bills' }),
});
export type SmoothPay = z.infer<typeof smoothPaySchema>;

export const startSmoothPayBodySchema = z.strictObject({
  frequency: smoothPayFrequencySchema.meta({
    description: 'weekly, fortnightly or monthly',
  }),
});
export type StartSmoothPayBody = z.infer<typeof startSmoothPayBodySchema>;

export const stopSmoothPayBodySchema = z.strictObject({
  /** Staff must say why; the owner may leave it out. */
  reason: z.string().trim().min(5, 'Please say why, in a few words.').max(500).optional(),
});
export type StopSmoothPayBody = z.infer<typeof stopSmoothPayBodySchema>;
