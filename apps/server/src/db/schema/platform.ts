import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';

/** Server-side sessions (backend-for-frontend): the cookie holds only the key. */
export const sessions = pgTable(
  'sessions',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Every message the portal sends (one-time codes, confirmations, alerts), written in the same
 * transaction as what caused it and delivered by the deliver-messages job: by SMTP or the
 * text-message provider, retried with backoff, its state kept. /dev/outbox lists them.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    /** More addresses the one email goes to (blind copies): an alert's extra recipients. */
    extraRecipients: text('extra_recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    subject: text('subject'),
    /** The text part (an email's plain text, or the whole text message). */
    body: text('body').notNull(),
    html: text('html'),
    kind: text('kind'),
    category: text('category').notNull().default('service'),
    noticeId: bigint('notice_id', { mode: 'number' }),
    /** The account an unsubscribe link turns marketing off for. */
    accountCode: text('account_code'),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    /** A marketing message's unsubscribe link names this, and nothing else about the person. */
    unsubscribeToken: text('unsubscribe_token'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('queued', 'sending')`),
    index('outbox_provider_idx').on(t.providerMessageId),
    uniqueIndex('outbox_unsubscribe_token_uq').on(t.unsubscribeToken),
    check('outbox_channel_ck', sql`${t.channel} in ('sms', 'email')`),
    check(
      'outbox_state_ck',
      sql`${t.state} in ('queued', 'sending', 'sent', 'delivered', 'failed')`,
    ),
    check('outbox_category_ck', sql`${t.category} in ('service', 'marketing')`),
  ],
);

/**
 * Anything that moves money takes an idempotency key: the first request stores its hash
 * and, once done, its response; a retry with the same key and hash gets that response.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').notNull(),
    responseStatus: integer('response_status'),
    response: jsonb('response'),
    createdAt: createdAt(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_status_ck', sql`${t.status} in ('InProgress', 'Completed', 'Failed')`),
  ],
);

/** Who did what to which account. No foreign key: the trail outlives what it describes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actor: text('actor').notNull(),
    actorPool: text('actor_pool'),
    action: text('action').notNull(),
    accountCode: text('account_code'),
    at: timestamptz('at').notNull().defaultNow(),
    ip: text('ip'),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    index('audit_log_account_at_idx').on(t.accountCode, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** Fixed-window counters for rate limits when no Redis is configured. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamptz('reset_at').notNull(),
});
