import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

/**
 * SANDBOX ONLY. The sandbox gateway's own card vault, standing in for a card provider's:
 * it is the one table that may hold a full card number (test cards only). The portal
 * side keeps just the token (saved_cards.gateway_token). Never point a real gateway here.
 */
export const gatewayCardVault = pgTable('gateway_card_vault', {
  token: text('token').primaryKey(),
  pan: text('pan').notNull(),
  cardType: text('card_type').notNull(),
  last4: text('last4').notNull(),
  expiryMonth: smallint('expiry_month').notNull(),
  expiryYear: smallint('expiry_year').notNull(),
  cardholderName: text('cardholder_name'),
  createdAt: createdAt(),
});

/** A payment session on the sandbox gateway (card authorisation or purchase, online banking). */
export const gatewayTransactions = pgTable(
  'gateway_transactions',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('NZD'),
    status: text('status').notNull(),
    cardToken: text('card_token').references(() => gatewayCardVault.token),
    saveCard: boolean('save_card').notNull().default(false),
    merchantReference: text('merchant_reference'),
    callbackUrl: text('callback_url'),
    declineReason: text('decline_reason'),
    metadata: jsonb('metadata')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    index('gateway_transactions_created_idx').on(t.createdAt),
    check('gateway_transactions_kind_ck', sql`${t.kind} in ('Authorisation', 'Purchase')`),
    check('gateway_transactions_method_ck', sql`${t.method} in ('CreditCard', 'OnlineEftpos')`),
    check(
      'gateway_transactions_status_ck',
      sql`${t.status} in ('Pending', 'Approved', 'Declined', 'Cancelled')`,
    ),
  ],
);
