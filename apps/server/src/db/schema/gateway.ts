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
 * The sandbox gateway's card vault, standing in for a card provider's. Even here the card
 * number is not kept: a keyed fingerprint recognises the same card again, and the test
 * card's outcome is decided when the card is first submitted. The portal side keeps just
 * the token (saved_cards.gateway_token).
 */
export const gatewayCardVault = pgTable('gateway_card_vault', {
  token: text('token').primaryKey(),
  /** HMAC-SHA256 of the card number under the gateway's key; never the number itself. */
  panFingerprint: text('pan_fingerprint').notNull(),
  /** Sandbox only: whether charges to this card are approved (the test cards of demo-data.md). */
  approves: boolean('approves').notNull(),
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
    /** The merchant's Idempotency-Key: a retried create returns the first transaction. */
    idempotencyKey: text('idempotency_key').unique('gateway_transactions_idempotency_key_uq'),
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
