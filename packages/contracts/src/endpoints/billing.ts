import { z } from 'zod';
import { billDateSchema } from '../entities/account';
import {
  accountCodeSchema,
  centsSchema,
  isoDateSchema,
  isoDateTimeSchema,
  queryDateSchema,
} from '../entities/scalars';

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
    overdue: centsSchema
      .optional()
      .meta({ description: 'Left to pay on bills past their (extended) due date' }),
    lastBill: lastBillSchema.nullable(),
  })
  .meta({ id: 'BillingSummary' });
export type BillingSummary = z.infer<typeof billingSummarySchema>;

/** GET …/billDates: the account's bill dates, newest first (spec section 7). */
export const billDatesSchema = z.array(billDateSchema);

/** One bill as the bill history lists it. Status 'Issued' and 'Overdue' are both unpaid. */
export const invoiceSummarySchema = z
  .object({
    invoiceId: z.string().min(1),
    billDate: isoDateSchema,
    periodStart: isoDateSchema,
    periodEnd: isoDateSchema,
    dueDate: isoDateSchema,
    amountIncludingGst: centsSchema,
    amountExcludingGst: centsSchema,
    gst: centsSchema,
    status: invoiceStatusSchema,
    extendedTo: isoDateSchema
      .nullable()
      .optional()
      .meta({ description: 'The new date the customer was given to pay it (decision 061)' }),
  })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** GET …/invoices: the bills newest first, and whether the account sees amounts with GST. */
export const invoiceListSchema = z
  .object({
    displayGstInclusiveValues: z.boolean(),
    invoices: z.array(invoiceSummarySchema),
  })
  .meta({ id: 'InvoiceList' });
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const invoiceLineSchema = z
  .object({
    description: z.string(),
    quantity: z.string().nullable(),
    amountIncludingGst: centsSchema,
    amountExcludingGst: centsSchema,
  })
  .meta({ id: 'InvoiceLine' });
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** The lines of one service on the invoice (spec section 3 service groups), with a subtotal. */
export const invoiceServiceGroupSchema = z
  .object({
    serviceGroup: z.string(),
    serviceEntity: z.string().nullable(),
    title: z.string().meta({ description: 'How the group is headed on the bill' }),
    lines: z.array(invoiceLineSchema),
    subtotalIncludingGst: centsSchema,
    subtotalExcludingGst: centsSchema,
  })
  .meta({ id: 'InvoiceServiceGroup' });
export type InvoiceServiceGroup = z.infer<typeof invoiceServiceGroupSchema>;

/** GET …/invoices/{invoiceId}: the whole bill; the account's GST setting decides what is shown. */
export const invoiceDetailSchema = invoiceSummarySchema
  .extend({
    accountCode: accountCodeSchema,
    accountName: z.string(),
    openingBalance: centsSchema.meta({ description: 'Owing before this bill (positive: owing)' }),
    amountDue: centsSchema.meta({ description: 'Opening balance plus this bill' }),
    groups: z.array(invoiceServiceGroupSchema),
    displayGstInclusiveValues: z.boolean(),
  })
  .meta({ id: 'InvoiceDetail' });
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceParamsSchema = z.object({
  accountCode: accountCodeSchema,
  invoiceId: z.string().min(1).max(64),
});

export const transactionTypeSchema = z.enum(['Invoice', 'Payment', 'Credit']);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/** One ledger entry; amounts raise (positive) or lower (negative) what is owing. */
export const accountTransactionSchema = z
  .object({
    transactionId: z.string(),
    date: isoDateSchema.meta({ description: 'Calendar day in Pacific/Auckland' }),
    occurredAt: isoDateTimeSchema,
    transactionType: transactionTypeSchema,
    description: z.string(),
    amount: centsSchema,
    balanceAfter: centsSchema.meta({ description: 'Running balance after this entry' }),
    invoiceId: z.string().nullable(),
  })
  .meta({ id: 'AccountTransaction' });
export type AccountTransaction = z.infer<typeof accountTransactionSchema>;

/** GET …/transactions: newest first. */
export const accountTransactionsSchema = z.array(accountTransactionSchema);

/** The period filter, both ends inclusive days in Pacific/Auckland; either end may be left open. */
export const transactionsQuerySchema = z.object({
  from: queryDateSchema('start').optional(),
  to: queryDateSchema('end').optional(),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

/**
 * GET …/upcomingCharges: the regular charges the next bill will carry as the account's
 * services stand now (plans, add-ons, instalments due). Usage, power and one-off charges are
 * added when the bill is made, so this is a floor, not the bill.
 */
export const upcomingChargesSchema = z
  .object({
    billDate: isoDateSchema.nullable().meta({ description: 'Null when no bill is scheduled' }),
    groups: z.array(invoiceServiceGroupSchema),
    totalIncludingGst: centsSchema,
    totalExcludingGst: centsSchema,
    displayGstInclusiveValues: z.boolean(),
  })
  .meta({ id: 'UpcomingCharges' });
export type UpcomingCharges = z.infer<typeof upcomingChargesSchema>;
