import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { readThroughPerDatabase } from '../db/change-cache';
import { identities, oidcPayloads } from '../db/schema';
import { AppError } from '../platform/app-error';
import type { Caller } from './caller';

export const SIGNED_OUT_BY_PASSWORD_CHANGE_MESSAGE =
  'Your password was changed, so this device was signed out. Please sign in again.';

/** When the identity's password last changed (ms), cached until its row changes (0009). */
const passwordChangedAtOf = readThroughPerDatabase(
  { tables: ['identities'], maxEntries: 20_000, maxAgeMs: 5 * 60_000 },
  async (db: Db, userGuid: string): Promise<number | null> => {
    const [row] = await db
      .select({ changedAt: identities.passwordChangedAt })
      .from(identities)
      .where(eq(identities.userGuid, userGuid))
      .limit(1);
    return row?.changedAt?.getTime() ?? null;
  },
);

async function grantIsLive(db: Db, grantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.type, 'Grant'), eq(oidcPayloads.id, grantId)))
    .limit(1);
  return row !== undefined;
}

/**
 * A password change ends every other sign-in of the identity at once (decision 023): a token
 * issued before it passes only while its grant lives, and the change revokes every grant but
 * the one of the session that made it. Tokens issued after the change pass untouched.
 */
export async function refuseSignInsEndedByPasswordChange(db: Db, caller: Caller): Promise<void> {
  if (caller.issuedAt === undefined) return;
  const changedAt = await passwordChangedAtOf(db, caller.userGuid);
  if (changedAt === null || caller.issuedAt * 1000 > changedAt) return;
  if (caller.grantId !== undefined && (await grantIsLive(db, caller.grantId))) return;
  throw AppError.unauthorized(
    SIGNED_OUT_BY_PASSWORD_CHANGE_MESSAGE,
    'signed_out_by_password_change',
  );
}
