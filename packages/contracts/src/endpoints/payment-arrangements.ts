import { z } from 'zod';
import { PLAN_FREQUENCIES } from '@portal/domain';
import {
  accountCodeSchema,
  centsSchema,
  isoDateSchema,
  isoDateTimeSchema,
} from '../entities/scalars';
import { invoiceStatusSchema } from './billing';

/*
 * Help when paying is hard (issue 30, decision 061):
 * GET/POST /api/accounts/{accountCode}/paymentArrangements and
 * POST /api/accounts/{accountCode}/paymentArrangements/{arrangementId}/cancel.
 * Amounts to pay, so always including GST.
 */

export const planFrequencySchema = z.enum(PLAN_FREQUENCIES);

export const arrangementInstalmentSchema = z.object({
  number: z.number().int().positive(),
  dueDate: isoDateSchema,
  amount: centsSchema,
  state: z.enum(['paid', 'due', 'missed']),
});
export type ArrangementInstalment = z.infer<typeof arrangementInstalmentSchema>;

export const paymentArrangementSchema = z
  .object({
    arrangementId: z.uuid(),
    kind: z.enum(['extension', 'plan']),
    /** Active until paid (completed) or cancelled by the customer or staff. */
    status: z.enum(['active', 'completed', 'cancelled']),
    invoiceId: z.string().nullable().meta({ description: 'The bill given more time' }),
    amount: centsSchema.meta({ description: 'What it covers' }),
    newDueDate: isoDateSchema.nullable().meta({ description: 'An extension’s new date' }),
    frequency: planFrequencySchema.nullable(),
    instalments: z.array(arrangementInstalmentSchema),
    createdAt: isoDateTimeSchema,
    setUpByStaff: z.boolean(),
    cancelledAt: isoDateTimeSchema.nullable(),
    cancelReason: z.string().nullable(),
  })
  .meta({ id: 'PaymentArrangement' });
export type PaymentArrangement = z.infer<typeof paymentArrangementSchema>;

export const unpaidBillSchema = z.object({
  invoiceId: z.string(),
  billDate: isoDateSchema,
  dueDate: isoDateSchema,
  extendedTo: isoDateSchema.nullable(),
  outstanding: centsSchema,
  status: invoiceStatusSchema,
  /** Whether more time can still be asked for (once per bill, while not too late). */
  canExtend: z.boolean(),
  latestNewDate: isoDateSchema,
});
export type UnpaidBill = z.infer<typeof unpaidBillSchema>;

/** GET …/paymentArrangements: what is owed, the unpaid bills, and every arrangement. */
export const paymentHelpSchema = z
  .object({
    today: isoDateSchema,
    balance: centsSchema,
    unpaid: centsSchema.meta({ description: 'Left to pay on every unpaid bill' }),
    overdue: centsSchema.meta({ description: 'Left to pay on bills past their due date' }),
    unpaidBills: z.array(unpaidBillSchema),
    arrangements: z.array(paymentArrangementSchema),
  })
  .meta({ id: 'PaymentHelp' });
export type PaymentHelp = z.infer<typeof paymentHelpSchema>;

export const arrangementRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('extension'),
    invoiceId: z.string().min(1).max(64),
    newDueDate: isoDateSchema,
  }),
  z.strictObject({
    kind: z.literal('plan'),
    /** The plan covers everything unpaid, or only what is overdue. */
    covers: z.enum(['unpaid', 'overdue']),
    frequency: planFrequencySchema,
    instalments: z.number().int().min(1).max(52),
    firstDueDate: isoDateSchema,
  }),
]);
export type ArrangementRequest = z.infer<typeof arrangementRequestSchema>;

export const arrangementParamsSchema = z.object({
  accountCode: accountCodeSchema,
  arrangementId: z.uuid(),
});

export const cancelArrangementBodySchema = z.strictObject({
  reason: z.string().trim().max(500).optional(),
});
