import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { belongsToAccount } from './accounts';

/**
 * A log-in. The same email may exist once in each pool ('customer' and 'StaffIdentity'),
 * so the identity module always looks an email up together with its pool. Emails are
 * stored lower-case.
 */
export const identities = pgTable(
  'identities',
  {
    userGuid: uuid('user_guid').primaryKey(),
    poolKey: text('pool_key').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    mobileNumber: text('mobile_number'),
    phoneNumber: text('phone_number'),
    allowedExposureLevel: text('allowed_exposure_level').notNull().default('Customer'),
    createdAt: createdAt(),
    passwordChangedAt: timestamptz('password_changed_at'),
    /** When the person last signed out other devices or one of them (decision 053). */
    signInsEndedAt: timestamptz('sign_ins_ended_at'),
  },
  (t) => [
    unique('identities_pool_email_uq').on(t.poolKey, t.email),
    check('identities_pool_ck', sql`${t.poolKey} in ('customer', 'StaffIdentity')`),
    check('identities_email_lower_ck', sql`${t.email} = lower(${t.email})`),
  ],
);

export const claims = pgTable(
  'claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userGuid: uuid('user_guid')
      .notNull()
      .references(() => identities.userGuid, { onDelete: 'cascade' }),
    claimType: text('claim_type').notNull(),
    claimValue: text('claim_value').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    unique('claims_user_type_value_uq').on(t.userGuid, t.claimType, t.claimValue),
    // "Who may see account X" (authorised users list) reads claims by value.
    index('claims_type_value_idx').on(t.claimType, t.claimValue),
    check('claims_type_ck', sql`${t.claimType} in ('Account', 'Line', 'MerlinAccount')`),
  ],
);

/** An authorised user invited to an account who has not yet completed sign-up. */
export const pendingUsers = pgTable(
  'pending_users',
  {
    id: uuid('id').primaryKey(),
    accountCode: belongsToAccount(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    email: text('email').notNull(),
    mobileNumber: text('mobile_number'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    invitedBy: uuid('invited_by').references(() => identities.userGuid, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    unique('pending_users_account_email_uq').on(t.accountCode, t.email),
    index('pending_users_account_idx').on(t.accountCode),
  ],
);

/**
 * The single-use links of invitations (spec section 6, added authorised users). Only a hash
 * of each link's token is kept. A link outlives its pending row, so a used, withdrawn or
 * replaced link can say so rather than just "not valid".
 */
export const invitationLinks = pgTable(
  'invitation_links',
  {
    /** Hex SHA-256 of the link's token. */
    tokenHash: text('token_hash').primaryKey(),
    pendingUserId: uuid('pending_user_id').references(() => pendingUsers.id, {
      onDelete: 'set null',
    }),
    accountCode: belongsToAccount(),
    status: text('status').notNull().default('open'),
    /** Who took it up. */
    acceptedBy: uuid('accepted_by').references(() => identities.userGuid, {
      onDelete: 'set null',
    }),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    index('invitation_links_pending_user_idx').on(t.pendingUserId),
    check(
      'invitation_links_status_ck',
      sql`${t.status} in ('open', 'used', 'withdrawn', 'replaced')`,
    ),
  ],
);

/**
 * The single-use links of "Forgot password" (decision 029). Only a hash of each link's token
 * is kept; a used link keeps its row until it expires, so the page can say it was used.
 */
export const passwordResetLinks = pgTable(
  'password_reset_links',
  {
    /** Hex SHA-256 of the link's token. */
    tokenHash: text('token_hash').primaryKey(),
    userGuid: uuid('user_guid')
      .notNull()
      .references(() => identities.userGuid, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('password_reset_links_user_idx').on(t.userGuid)],
);

export const salesPeople = pgTable('sales_people', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userGuid: uuid('user_guid')
    .notNull()
    .unique('sales_people_user_guid_uq')
    .references(() => identities.userGuid, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/**
 * One-time codes (adding a prepay number, any code the portal sends). Only a hash of the
 * code is kept, so a database read does not reveal a usable code.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey(),
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    userGuid: uuid('user_guid').references(() => identities.userGuid, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [index('one_time_codes_subject_idx').on(t.purpose, t.subject, t.createdAt)],
);

/** Storage for the OpenID Provider's adapter (grants, codes, refresh tokens, interactions). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamptz('expires_at'),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [
    unique('oidc_payloads_type_id_uq').on(t.type, t.id),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/**
 * The OpenID Provider's secrets: its token signing keys (private JWKs), the keys that
 * sign its cookies, and the keys that seal staff second-factor secrets (`enc`, decision 054). Made on first start and kept here so every process and every restart
 * signs and verifies alike; a process that loses the race to create one reads the winner's.
 * Newer rows come first when loaded, so rotation is adding a row.
 */
export const idpKeys = pgTable(
  'idp_keys',
  {
    name: text('name').primaryKey(),
    use: text('use').notNull(),
    material: jsonb('material').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('idp_keys_use_idx').on(t.use, t.createdAt),
    check('idp_keys_use_ck', sql`${t.use} in ('sig', 'cookie', 'enc')`),
  ],
);
