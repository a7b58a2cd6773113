import { z } from 'zod';
import { centsSchema, isoDateSchema } from '../entities/scalars';

/*
 * Billing calls the spec leaves out, in the style spec-notes fixes:
 * /api/visibill/v2/accounts/{accountCode}/…
 */

export const invoiceStatusSchema = z.enum(['Issued', 'Paid', 'Overdue']);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** The last bill as the dashboard shows it. */
export const lastBillSchema = z
  .object({
    invoiceId: z.string().min(1),
    billDate: isoDateSchema,
    dueDate: isoDateSchema,
    amountIncludingGst: centsSchema,
    amountExcludingGst: centsSchema,
    status: invoiceStatusSchema,
  })
  .meta({ id: 'LastBill' });
export type LastBill = z.infer<typeof lastBillSchema>;

/** GET …/billingSummary: what the account owes now (positive = owing) and its last bill. */
export const billingSummarySchema = z
  .object({
    balance: centsSchema.meta({ description: 'Positive: owing; negative: in credit' }),
    lastBill: lastBillSchema.nullable(),
  })
  .meta({ id: 'BillingSummary' });
export type BillingSummary = z.infer<typeof billingSummarySchema>;
