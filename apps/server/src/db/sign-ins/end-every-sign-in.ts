import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { identities } from '../schema';
import { revokeOtherSignIns } from './revoke-other-sign-ins';

/**
 * From now, the API refuses every token of this identity issued before, unless its grant
 * still lives (auth/signed-out-by-password-change.ts): the ended sign-ins stop at their next
 * call, not when their access token runs out.
 */
export async function markSignInsEnded(db: Db | Tx, userGuid: string): Promise<void> {
  await db
    .update(identities)
    .set({ signInsEndedAt: sql`now()` })
    .where(eq(identities.userGuid, userGuid));
}

/**
 * Ends every sign-in of an identity, as "Sign out everywhere else" does but keeping none:
 * its grants, refresh tokens and provider sessions at the identity provider at once, and
 * its access tokens (staff visit tokens too) at their next call. Lives here, beside the
 * tables, because the staff API ends a colleague's sign-ins when it resets their second
 * factor, and server modules meet only through tables.
 */
export async function endEverySignIn(db: Db | Tx, userGuid: string): Promise<void> {
  await revokeOtherSignIns(db, userGuid, undefined);
  await markSignInsEnded(db, userGuid);
}
