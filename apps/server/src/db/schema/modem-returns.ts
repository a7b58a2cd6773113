import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsToAccount } from './accounts';
import { internetServices } from './broadband';
import { createdAt, timestamptz } from './columns';

/**
 * A request for the bag a customer returns their modem in (spec: /confirm-delivery-address).
 * The customer gets a link with a single-use token; only its SHA-256 is kept, so the raw
 * token exists only in the message. Confirming (as it was, or corrected) uses the link up.
 */
export const modemReturns = pgTable(
  'modem_returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Hex SHA-256 of the link's token. */
    tokenHash: text('token_hash').notNull().unique('modem_returns_token_hash_uq'),
    accountCode: belongsToAccount(),
    internetServiceId: text('internet_service_id')
      .notNull()
      .references(() => internetServices.id, { onDelete: 'cascade' }),
    address1: text('address1').notNull(),
    address2: text('address2'),
    address3: text('address3'),
    locationName: text('location_name').notNull(),
    postCode: text('post_code').notNull(),
    status: text('status').notNull().default('Requested'),
    confirmedAt: timestamptz('confirmed_at'),
    usedAt: timestamptz('used_at'),
    /** When the modem came back to us, and when the return was closed (order tracker). */
    receivedAt: timestamptz('received_at'),
    closedAt: timestamptz('closed_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('modem_returns_account_idx').on(t.accountCode),
    check('modem_returns_status_ck', sql`${t.status} in ('Requested', 'Confirmed')`),
  ],
);
