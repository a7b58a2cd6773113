import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, belongsToAccount } from './accounts';
import { createdAt, timestamptz } from './columns';
import { identities } from './identity';

const CHANNELS = sql`('email', 'sms', 'inbox')`;

/**
 * Something the portal told a household unasked (issue 28): a data alert, a bill ready.
 * `dedupeKey` names the event and its period (`data-usage:0211234567:2026-12-01:80`), so
 * whichever server finds it first records it and every other finding of it changes nothing.
 * It reaches people by the outbox (email, SMS) and, when the inbox is on, the bell.
 * A notice belongs either to an account (every holder sees it) or to one person (`userGuid`:
 * their archive is ready), never both and never neither.
 */
export const notices = pgTable(
  'notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dedupeKey: text('dedupe_key').notNull(),
    accountCode: text('account_code').references(() => accounts.accountCode, {
      onDelete: 'cascade',
    }),
    /** The one person it is for, when it is about them and not a household. */
    userGuid: uuid('user_guid').references(() => identities.userGuid, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    serviceEntity: text('service_entity'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The portal page it is about, e.g. /mobile/usage. */
    linkPath: text('link_path').notNull(),
    inInbox: boolean('in_inbox').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('notices_dedupe_key_uq').on(t.dedupeKey),
    index('notices_account_inbox_idx').on(t.accountCode, t.id),
    index('notices_person_inbox_idx').on(t.userGuid, t.id),
    check('notices_owner_ck', sql`num_nonnulls(${t.accountCode}, ${t.userGuid}) = 1`),
  ],
);

/** Which notices a person has seen in the bell: one row each, written on opening it. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userGuid: uuid('user_guid')
      .notNull()
      .references(() => identities.userGuid, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userGuid] })],
);

/** The owner's choice for one kind of message by one channel; no row means its default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    accountCode: belongsToAccount(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountCode, t.kind, t.channel] }),
    check('notification_preferences_channel_ck', sql`${t.channel} in ${CHANNELS}`),
  ],
);

/** Up to four more email addresses and four more mobiles that get the account's usage alerts. */
export const alertRecipients = pgTable(
  'alert_recipients',
  {
    accountCode: belongsToAccount(),
    channel: text('channel').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountCode, t.channel, t.address] }),
    check('alert_recipients_channel_ck', sql`${t.channel} in ('email', 'sms')`),
  ],
);

/** The account's own data alert level (a percentage), besides 80% and 100%. */
export const alertSettings = pgTable(
  'alert_settings',
  {
    accountCode: belongsToAccount().primaryKey(),
    dataAlertPercent: smallint('data_alert_percent'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'alert_settings_percent_ck',
      sql`${t.dataAlertPercent} is null or ${t.dataAlertPercent} between 10 and 95`,
    ),
  ],
);

/**
 * Mail the development SMTP server on loopback received (SMTP_URL unset, outside
 * production): what /dev/outbox shows as delivered, with who it reached.
 */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: text('message_id'),
    envelopeFrom: text('envelope_from').notNull(),
    envelopeTo: text('envelope_to').array().notNull(),
    subject: text('subject'),
    raw: text('raw').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (t) => [index('dev_mailbox_received_idx').on(t.receivedAt)],
);

/**
 * The sandbox text-message provider's own records (like a real provider's API): what it was
 * asked to send and what became of it. Numbers ending in 0000 cannot be reached.
 */
export const sandboxSms = pgTable(
  'sandbox_sms',
  {
    providerMessageId: uuid('provider_message_id').primaryKey(),
    /** The sender's Idempotency-Key: the same key again is the same message, sent once. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The sender's reference, given back in the delivery report. */
    reference: text('reference').notNull().default(''),
    statusCallback: text('status_callback').notNull().default(''),
    recipient: text('recipient').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull(),
    createdAt: createdAt(),
    reportedAt: timestamptz('reported_at'),
  },
  (t) => [
    uniqueIndex('sandbox_sms_idempotency_key_uq').on(t.idempotencyKey),
    check('sandbox_sms_status_ck', sql`${t.status} in ('accepted', 'delivered', 'undeliverable')`),
  ],
);
