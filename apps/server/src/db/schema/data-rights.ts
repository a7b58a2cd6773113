import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { identities } from './identity';

/** Raw bytes; the archive is kept in the database, which is the portal's only store. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * A person's "Download my data" (issue 30, decision 059): asked for, prepared by the
 * data-exports job, then kept for 7 days. One per person per New Zealand day: asking again
 * that day answers the same row. The expired-records job deletes rows past `expires_at`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey(),
    userGuid: uuid('user_guid')
      .notNull()
      .references(() => identities.userGuid, { onDelete: 'cascade' }),
    /** The New Zealand day it was asked for, which keeps it to one a day. */
    requestedOn: date('requested_on', { mode: 'string' }).notNull(),
    state: text('state').notNull().default('preparing'),
    requestedAt: createdAt(),
    readyAt: timestamptz('ready_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    archive: bytea('archive'),
    sizeBytes: integer('size_bytes'),
  },
  (t) => [
    unique('data_exports_user_day_uq').on(t.userGuid, t.requestedOn),
    index('data_exports_preparing_idx')
      .on(t.requestedAt)
      .where(sql`${t.state} = 'preparing'`),
    index('data_exports_expires_idx').on(t.expiresAt),
    check('data_exports_state_ck', sql`${t.state} in ('preparing', 'ready', 'failed')`),
  ],
);

/**
 * A person asking for something held about them to be corrected (Privacy Act 2020 IPP 7).
 * `dueOn` is 20 working days after `receivedOn` (s 44); staff close it with a reply.
 */
export const correctionRequests = pgTable(
  'correction_requests',
  {
    id: uuid('id').primaryKey(),
    userGuid: uuid('user_guid')
      .notNull()
      .references(() => identities.userGuid, { onDelete: 'cascade' }),
    /** The account the person was looking at, so staff see it on that account's page. */
    accountCode: text('account_code'),
    what: text('what').notNull(),
    correction: text('correction').notNull(),
    receivedAt: createdAt(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    state: text('state').notNull().default('open'),
    reply: text('reply'),
    closedBy: text('closed_by'),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    index('correction_requests_user_idx').on(t.userGuid, t.receivedAt),
    index('correction_requests_open_idx')
      .on(t.dueOn)
      .where(sql`${t.state} = 'open'`),
    check('correction_requests_state_ck', sql`${t.state} in ('open', 'closed')`),
  ],
);
