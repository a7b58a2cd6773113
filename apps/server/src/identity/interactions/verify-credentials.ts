import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../db/passwords';
import { identities } from '../../db/schema';
import type { Pool } from '../pools';

export interface VerifiedIdentity {
  userGuid: string;
  pool: Pool;
}

/** A hash of nothing anyone knows, made once, so an unknown email costs as much as a known one. */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${String(Math.random())}`);
  return decoyHash;
}

/** Emails are stored lower-case (identities_email_lower_ck). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Checks an email and password against one pool only. Unknown email, wrong password and
 * wrong pool all answer undefined, after the same scrypt work, so neither the answer nor its
 * timing tells which.
 */
export async function verifyCredentials(
  db: Db,
  pool: Pool,
  email: string,
  password: string,
): Promise<VerifiedIdentity | undefined> {
  const [identity] = await db
    .select({ userGuid: identities.userGuid, passwordHash: identities.passwordHash })
    .from(identities)
    .where(and(eq(identities.poolKey, pool), eq(identities.email, normaliseEmail(email))))
    .limit(1);
  const matches = await verifyPassword(password, identity?.passwordHash ?? (await decoy()));
  if (identity === undefined || !matches) return undefined;
  return { userGuid: identity.userGuid, pool };
}
