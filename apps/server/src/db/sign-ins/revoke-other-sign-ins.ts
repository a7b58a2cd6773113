import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { oidcPayloads } from '../schema';
import { revokeGrant } from './revoke-grant';

/**
 * Ends every sign-in of an identity at the identity provider but one: its grants (with their
 * codes and refresh tokens) and its provider sessions, keeping the grant `keepGrantId` and
 * the provider session that holds it. With no grant to keep, every sign-in ends.
 */
export async function revokeOtherSignIns(
  db: Db | Tx,
  userGuid: string,
  keepGrantId: string | undefined,
): Promise<void> {
  const ofUser = sql`${oidcPayloads.payload} ->> 'accountId' = ${userGuid}`;
  const grants = await db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.type, 'Grant'), ofUser));
  for (const grant of grants) {
    if (grant.id !== keepGrantId) await revokeGrant(db, grant.id);
  }
  const sessions = await db
    .select({ id: oidcPayloads.id, payload: oidcPayloads.payload })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.type, 'Session'), ofUser));
  for (const session of sessions) {
    const authorizations = (session.payload as { authorizations?: object }).authorizations ?? {};
    const holdsKept = Object.values(authorizations).some(
      (authorization: { grantId?: unknown }) => authorization.grantId === keepGrantId,
    );
    if (keepGrantId === undefined || !holdsKept) {
      await db
        .delete(oidcPayloads)
        .where(and(eq(oidcPayloads.type, 'Session'), eq(oidcPayloads.id, session.id)));
    }
  }
}
