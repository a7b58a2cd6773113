import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { revokeGrant } from '../../db/sign-ins/revoke-grant';
import { markSignInsEnded } from '../../db/sign-ins/end-every-sign-in';
import { revokeOtherSignIns } from '../../db/sign-ins/revoke-other-sign-ins';
import { liveGrantsOf } from './find-open-sessions';

/**
 * POST /iam/Users/{id}/sessions/endOthers, "Sign out everywhere else": every sign-in of the
 * identity but the caller's own ends, at the identity provider at once (grants, refresh
 * tokens, provider sessions) and at the API at each one's next call. Answers how many ended.
 */
export async function endOtherSessions(
  db: Db,
  caller: { userGuid: string; grantId?: string },
): Promise<number> {
  if (caller.grantId === undefined) {
    throw AppError.badRequest('This sign-in cannot be told apart from the others.', 'no_grant');
  }
  const keep = caller.grantId;
  return db.transaction(async (tx) => {
    const open = await tx.execute<{ id: string }>(liveGrantsOf(caller.userGuid));
    const ending = open.rows.filter((row) => row.id !== keep).length;
    await revokeOtherSignIns(tx, caller.userGuid, keep);
    await markSignInsEnded(tx, caller.userGuid);
    return ending;
  });
}

/**
 * DELETE /iam/Users/{id}/sessions/{sessionId}: one other sign-in ends, as above. The caller's
 * own is ended by signing out; an id that is not one of the caller's open sign-ins is 404.
 */
export async function endSession(
  db: Db,
  caller: { userGuid: string; grantId?: string },
  sessionId: string,
): Promise<void> {
  if (sessionId === caller.grantId) {
    throw AppError.badRequest('To end this sign-in, use Sign out.', 'current_session');
  }
  await db.transaction(async (tx) => {
    const open = await tx.execute<{ id: string }>(liveGrantsOf(caller.userGuid));
    if (!open.rows.some((row) => row.id === sessionId)) {
      throw AppError.notFound('That sign-in has already ended.');
    }
    await revokeGrant(tx, sessionId);
    // The provider session that held the grant goes too, so it cannot sign in again unasked.
    await tx.delete(oidcPayloads).where(
      and(
        eq(oidcPayloads.type, 'Session'),
        sql`${oidcPayloads.payload} ->> 'accountId' = ${caller.userGuid}`,
        sql`exists (select 1 from jsonb_each(coalesce(${oidcPayloads.payload} -> 'authorizations', '{}'::jsonb)) a
            where a.value ->> 'grantId' = ${sessionId})`,
      ),
    );
    await markSignInsEnded(tx, caller.userGuid);
  });
}
