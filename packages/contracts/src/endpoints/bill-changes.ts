import { z } from 'zod';
import { BILL_CHANGE_KINDS } from '@portal/domain';
import { centsSchema, isoDateSchema } from '../entities/scalars';

/*
 * "What changed and why" on a bill, and the bills by service for the bill history's chart.
 * Amounts are in the account's GST view (displayGstInclusiveValues says which).
 */

/** A bill as the explanation names it: which, when, and its total in the GST view. */
export const billReferenceSchema = z
  .object({
    invoiceId: z.string().min(1),
    billDate: isoDateSchema,
    amount: centsSchema,
  })
  .meta({ id: 'BillReference' });
export type BillReference = z.infer<typeof billReferenceSchema>;

/** One difference from the previous bill, in plain words. */
export const billChangeSchema = z
  .object({
    kind: z.enum(BILL_CHANGE_KINDS),
    serviceGroup: z.string(),
    serviceEntity: z.string().nullable(),
    title: z.string().meta({ description: 'The service as the bill heads it' }),
    text: z.string(),
    difference: centsSchema.meta({ description: 'What it adds (positive) or takes off' }),
  })
  .meta({ id: 'BillChange' });
export type BillChange = z.infer<typeof billChangeSchema>;

/** GET …/invoices/{invoiceId}/changes: the bill against the one before it. */
export const billChangesSchema = z
  .object({
    bill: billReferenceSchema,
    previous: billReferenceSchema.nullable().meta({ description: 'Null for the first bill' }),
    difference: centsSchema.meta({ description: 'This bill less the previous one' }),
    changes: z.array(billChangeSchema),
    displayGstInclusiveValues: z.boolean(),
  })
  .meta({ id: 'BillChanges' });
export type BillChanges = z.infer<typeof billChangesSchema>;

/** One service group's part of a bill. */
export const billServiceAmountSchema = z
  .object({
    serviceGroup: z.string(),
    title: z.string().meta({ description: 'The group as a bill names it: Electricity, Mobile…' }),
    amount: centsSchema,
  })
  .meta({ id: 'BillServiceAmount' });
export type BillServiceAmount = z.infer<typeof billServiceAmountSchema>;

/** GET …/billsByService: the last 13 bills, oldest first, each by service group. */
export const billsByServiceSchema = z
  .object({
    displayGstInclusiveValues: z.boolean(),
    bills: z.array(
      billReferenceSchema.extend({ services: z.array(billServiceAmountSchema) }).meta({
        id: 'BillByService',
      }),
    ),
  })
  .meta({ id: 'BillsByService' });
export type BillsByService = z.infer<typeof billsByServiceSchema>;
