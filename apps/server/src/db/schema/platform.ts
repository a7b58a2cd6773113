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

/** Messages a real deployment would send (SMS codes, emails); /dev/outbox lists them. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    check('outbox_channel_ck', sql`${t.channel} in ('sms', 'email')`),
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
