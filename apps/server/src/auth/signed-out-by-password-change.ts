import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { readThroughPerDatabase } from '../db/change-cache';
import { identities, oidcPayloads } from '../db/schema';
import { AppError } from '../platform/app-error';
import type { Caller } from './caller';

export const SIGNED_OUT_BY_PASSWORD_CHANGE_MESSAGE =
  'Your password was changed, so this device was signed out. Please sign in again.';
export const SIGNED_OUT_ELSEWHERE_MESSAGE =
  'This device was signed out from another one. Please sign in again.';

interface EndedAt {
  /** When the identity's password last changed (ms). */
  passwordChangedAt: number | null;
  /** When the person last signed out other devices, or one of them, from My details (ms). */
  signInsEndedAt: number | null;
}

/** When sign-ins of the identity were last ended, cached until its row changes (0009). */
const endedAtOf = readThroughPerDatabase(
  { tables: ['identities'], maxEntries: 20_000, maxAgeMs: 5 * 60_000 },
  async (db: Db, userGuid: string): Promise<EndedAt> => {
    const [row] = await db
      .select({
        changedAt: identities.passwordChangedAt,
        endedAt: identities.signInsEndedAt,
      })
      .from(identities)
      .where(eq(identities.userGuid, userGuid))
      .limit(1);
    return {
      passwordChangedAt: row?.changedAt?.getTime() ?? null,
      signInsEndedAt: row?.endedAt?.getTime() ?? null,
    };
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
 * A password change ends every other sign-in of the identity at once (decision 023), and so
 * does "Sign out everywhere else" or signing out one device from My details (decision 053):
 * a token issued before either passes only while its grant lives, and each revokes the
 * grants of the sign-ins it ends. Tokens issued after pass untouched.
 */
export async function refuseSignInsEndedByPasswordChange(db: Db, caller: Caller): Promise<void> {
  if (caller.issuedAt === undefined) return;
  const issuedAt = caller.issuedAt * 1000;
  const { passwordChangedAt, signInsEndedAt } = await endedAtOf(db, caller.userGuid);
  const byPassword = passwordChangedAt !== null && issuedAt <= passwordChangedAt;
  const byPerson = signInsEndedAt !== null && issuedAt <= signInsEndedAt;
  if (!byPassword && !byPerson) return;
  if (caller.grantId !== undefined && (await grantIsLive(db, caller.grantId))) return;
  if (byPassword) {
    throw AppError.unauthorized(
      SIGNED_OUT_BY_PASSWORD_CHANGE_MESSAGE,
      'signed_out_by_password_change',
    );
  }
  throw AppError.unauthorized(SIGNED_OUT_ELSEWHERE_MESSAGE, 'signed_out_elsewhere');
}
