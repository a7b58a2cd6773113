import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { identities } from './identity';

/**
 * One row per customer sign-in at the identity provider (issue 29, decision 053): when, how
 * (the login's `amr`), the browser and device named from the user agent (the string itself is
 * not kept), the address cut to its network, and the grant the sign-in made, which is how an
 * open sign-in is found and ended. Rows older than 12 months are deleted.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userGuid: uuid('user_guid')
      .notNull()
      .references(() => identities.userGuid, { onDelete: 'cascade' }),
    at: timestamptz('at').notNull().defaultNow(),
    method: text('method').notNull(),
    browser: text('browser').notNull(),
    device: text('device').notNull(),
    network: text('network'),
    grantId: text('grant_id'),
  },
  (t) => [
    index('sign_ins_user_at_idx').on(t.userGuid, t.at),
    index('sign_ins_grant_idx').on(t.grantId),
    index('sign_ins_at_idx').on(t.at),
    check('sign_ins_method_ck', sql`${t.method} in ('pwd', 'webauthn')`),
  ],
);

/**
 * A sales person opening an account as its customer sees it: written when the single-use
 * link is redeemed, its id carried in the staff access token (`staff_opening`), so every
 * staff write made under it names it in the audit log. The account is told once per opening
 * that changes were made (the notice's dedupe key names the opening).
 */
export const staffOpenings = pgTable(
  'staff_openings',
  {
    id: uuid('id').primaryKey(),
    staffGuid: uuid('staff_guid').notNull(),
    accountCode: text('account_code').notNull(),
    openedAt: timestamptz('opened_at').notNull().defaultNow(),
  },
  (t) => [index('staff_openings_account_at_idx').on(t.accountCode, t.openedAt)],
);
