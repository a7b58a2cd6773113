import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, timestamptz } from './columns';

/**
 * Smooth pay (issue 30, decision 062): a steady amount each week, fortnight or month,
 * looked at again every 4 months from `started_on`. One that is on per account (the
 * partial unique index makes a second start, or two at once, answer the same row); a
 * stopped one stays as history.
 */
export const smoothPayArrangements = pgTable(
  'smooth_pay_arrangements',
  {
    id: uuid('id').primaryKey(),
    accountCode: text('account_code')
      .notNull()
      .references(() => accounts.accountCode, { onDelete: 'cascade' }),
    frequency: text('frequency').notNull(),
    amountCents: integer('amount_cents').notNull(),
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    nextReviewOn: date('next_review_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    stoppedAt: timestamptz('stopped_at'),
    /** The person who stopped it: the owner, or a sales person with `stop_reason`. */
    stoppedBy: uuid('stopped_by'),
    stopReason: text('stop_reason'),
  },
  (t) => [
    uniqueIndex('smooth_pay_one_active_uq')
      .on(t.accountCode)
      .where(sql`${t.status} = 'active'`),
    index('smooth_pay_review_due_idx')
      .on(t.nextReviewOn)
      .where(sql`${t.status} = 'active'`),
    check('smooth_pay_status_ck', sql`${t.status} in ('active', 'stopped')`),
    check('smooth_pay_frequency_ck', sql`${t.frequency} in ('weekly', 'fortnightly', 'monthly')`),
    check('smooth_pay_amount_ck', sql`${t.amountCents} >= 0`),
  ],
);

/**
 * Each look at the amount: the start itself, then every review. One per arrangement per
 * day, so two servers running the review job at once record it once.
 */
export const smoothPayReviews = pgTable(
  'smooth_pay_reviews',
  {
    id: uuid('id').primaryKey(),
    arrangementId: uuid('arrangement_id')
      .notNull()
      .references(() => smoothPayArrangements.id, { onDelete: 'cascade' }),
    reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    previousAmountCents: integer('previous_amount_cents'),
    amountCents: integer('amount_cents').notNull(),
    billCount: integer('bill_count').notNull(),
    billsTotalCents: integer('bills_total_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    /** Why the amount is what it is, in the words the customer was told. */
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('smooth_pay_reviews_day_uq').on(t.arrangementId, t.reviewedOn),
    check('smooth_pay_reviews_kind_ck', sql`${t.kind} in ('start', 'review')`),
  ],
);
