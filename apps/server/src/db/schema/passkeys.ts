import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { PASSKEY_NAME_MAX } from '@portal/contracts';
import { createdAt, timestamptz } from './columns';
import { identities } from './identity';

/**
 * A person's passkeys (WebAuthn credentials, decision 051). The credential id and public key
 * are base64url as the browser sends them; the sign counter only grows (a passkey whose
 * authenticator counts), so an assertion with an old count is refused as a copy.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey(),
    userGuid: uuid('user_guid')
      .notNull()
      .references(() => identities.userGuid, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique('passkeys_credential_id_uq'),
    publicKey: text('public_key').notNull(),
    signCount: integer('sign_count').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** Whether the passkey is synced between devices ('multiDevice') or bound to one. */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [
    unique('passkeys_user_name_uq').on(t.userGuid, t.name),
    check(
      'passkeys_name_ck',
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(PASSKEY_NAME_MAX))}`,
    ),
  ],
);

/**
 * Challenges of WebAuthn ceremonies under way: each is used once (deleted as it is checked)
 * and lives a few minutes. A registration's is bound to the person adding the passkey, a
 * sign-in's to the sign-in page (the oidc-provider interaction) that asked for it.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose').notNull(),
    userGuid: uuid('user_guid').references(() => identities.userGuid, { onDelete: 'cascade' }),
    interactionUid: text('interaction_uid'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    check(
      'webauthn_challenges_binding_ck',
      sql`(${t.purpose} = 'registration' and ${t.userGuid} is not null) or (${t.purpose} = 'authentication' and ${t.interactionUid} is not null)`,
    ),
    index('webauthn_challenges_user_idx').on(t.userGuid),
    index('webauthn_challenges_interaction_idx').on(t.interactionUid),
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
  ],
);
