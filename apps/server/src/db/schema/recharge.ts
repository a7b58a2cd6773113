import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { belongsToAccount } from './accounts';
import { savedCards } from './billing';
import { belongsToLine } from './mobile';

/**
 * A top-up of a prepay wallet by card or online banking: asked for by the customer, or
 * run by the scheduler (a low-balance or monthly auto top-up). The wallet is credited once,
 * when the row turns Approved (prepay_transactions.recharge_transaction_id is unique).
 */
export const rechargeTransactions = pgTable(
  'recharge_transactions',
  {
    id: uuid('id').primaryKey(),
    accountCode: belongsToAccount(),
    targetMsisdn: belongsToLine('target_msisdn'),
    amountCents: integer('amount_cents').notNull(),
    /** SavedCard: charged with a stored token; CreditCard and OnlineEftpos: hosted pages. */
    method: text('method').notNull(),
    trigger: text('trigger').notNull().default('Customer'),
    cardId: text('card_id').references(() => savedCards.cardId, { onDelete: 'set null' }),
    saveCard: boolean('save_card').notNull().default(false),
    status: text('status').notNull(),
    gatewayTransactionId: text('gateway_transaction_id'),
    /** Where the browser returns from the gateway's hosted page (a portal path). */
    callbackPath: text('callback_path'),
    /**
     * One top-up per run of an automatic trigger, e.g. monthly:0201234570:2026-11 or
     * low-balance:0201234570:{the spend that crossed the threshold}; null for customers.
     */
    runKey: text('run_key'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    uniqueIndex('recharge_transactions_run_key_uq').on(t.runKey),
    index('recharge_transactions_target_idx').on(t.targetMsisdn, t.createdAt),
    check(
      'recharge_transactions_method_ck',
      sql`${t.method} in ('SavedCard', 'CreditCard', 'OnlineEftpos')`,
    ),
    check(
      'recharge_transactions_trigger_ck',
      sql`${t.trigger} in ('Customer', 'LowBalance', 'Monthly')`,
    ),
    check(
      'recharge_transactions_status_ck',
      sql`${t.status} in ('Pending', 'AwaitingConfirmation', 'Approved', 'Declined', 'Cancelled', 'Failed')`,
    ),
    check('recharge_transactions_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

/** Planned maintenance of the top-up systems: top-ups are refused while one is on. */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('maintenance_windows_ends_idx').on(t.endsAt),
    check('maintenance_windows_order_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
