import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { belongsToAccount } from './accounts';
import { invoices } from './billing';

/**
 * Help when paying is hard (issue 30, decision 061): more time on one bill (an extension,
 * once per bill) or a payment plan over what the account owes (one active plan per
 * account). A plan's instalments are worked out from its amount, frequency, count and first
 * date (domain `planInstalments`), not stored; whether each is paid comes from the ledger.
 * Cancelling keeps the row, with who cancelled it and why.
 */
export const paymentArrangements = pgTable(
  'payment_arrangements',
  {
    id: uuid('id').primaryKey(),
    accountCode: belongsToAccount(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('active'),
    invoiceId: text('invoice_id').references(() => invoices.invoiceId, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    newDueDate: date('new_due_date', { mode: 'string' }),
    frequency: text('frequency'),
    instalmentCount: integer('instalment_count'),
    firstDueDate: date('first_due_date', { mode: 'string' }),
    /** Who set it up: a customer's or a staff member's user guid. */
    createdBy: uuid('created_by').notNull(),
    createdByStaff: boolean('created_by_staff').notNull().default(false),
    createdAt: createdAt(),
    cancelledAt: timestamptz('cancelled_at'),
    cancelledBy: uuid('cancelled_by'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('payment_arrangements_account_idx').on(t.accountCode, t.createdAt),
    // One extension per bill, ever (a second request becomes a plan).
    uniqueIndex('payment_arrangements_one_extension_uq')
      .on(t.invoiceId)
      .where(sql`${t.kind} = 'extension'`),
    // One active plan per account: a double click makes one plan.
    uniqueIndex('payment_arrangements_one_active_plan_uq')
      .on(t.accountCode)
      .where(sql`${t.kind} = 'plan' and ${t.status} = 'active'`),
    check('payment_arrangements_kind_ck', sql`${t.kind} in ('extension', 'plan')`),
    check('payment_arrangements_status_ck', sql`${t.status} in ('active', 'cancelled')`),
    check('payment_arrangements_amount_ck', sql`${t.amountCents} > 0`),
    check(
      'payment_arrangements_shape_ck',
      sql`(${t.kind} = 'extension' and ${t.invoiceId} is not null and ${t.newDueDate} is not null)
        or (${t.kind} = 'plan' and ${t.frequency} in ('weekly', 'fortnightly', 'monthly')
            and ${t.instalmentCount} > 0 and ${t.firstDueDate} is not null)`,
    ),
  ],
);
