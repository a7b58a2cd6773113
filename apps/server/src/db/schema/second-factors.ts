import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { identities } from './identity';

/**
 * A staff log-in's second factor (decision 054): a TOTP secret, sealed with a key of
 * `idp_keys` (AES-256-GCM, bound to the log-in). A row without `confirmed_at` is an
 * enrolment begun but not yet confirmed with a code; no row means the log-in enrols at its
 * next sign-in. `last_used_step` is the newest 30-second step accepted, so a code works once.
 */
export const staffSecondFactors = pgTable(
  'staff_second_factors',
  {
    userGuid: uuid('user_guid')
      .primaryKey()
      .references(() => identities.userGuid, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('totp'),
    sealedSecret: text('sealed_secret').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [check('staff_second_factors_kind_ck', sql`${t.kind} in ('totp')`)],
);
