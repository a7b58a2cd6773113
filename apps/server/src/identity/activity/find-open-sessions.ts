import { sql } from 'drizzle-orm';
import type { OpenSession, OpenSessions } from '@portal/contracts';
import type { Db } from '../../db/client';

interface OpenRow extends Record<string, unknown> {
  id: string;
  issued_at: number | string | null;
  signed_in_at: Date | string | null;
  method: string | null;
  browser: string | null;
  device: string | null;
}

/**
 * The person's open sign-ins: the identity provider's live grants of the identity, each a
 * browser that signed in (the portal's session holds its tokens), with the sign-in that made
 * it where one was recorded. A grant outlives its last token by at most the refresh token's
 * life, so a sign-in listed here can still be used.
 */
export function liveGrantsOf(userGuid: string) {
  return sql`
    select g.id, (g.payload ->> 'iat')::bigint as issued_at,
      s.at as signed_in_at, s.method, s.browser, s.device
    from oidc_payloads g
      left join sign_ins s on s.grant_id = g.id
    where g.type = 'Grant' and g.payload ->> 'accountId' = ${userGuid}
      and (g.expires_at is null or g.expires_at > now())`;
}

function methodOf(method: string | null): OpenSession['method'] {
  if (method === 'webauthn' || method === 'pwd') return method;
  return null;
}

/** GET /iam/Users/{id}/sessions: newest first, the caller's own marked. */
export async function findOpenSessions(
  db: Db,
  userGuid: string,
  currentGrantId: string | undefined,
): Promise<OpenSessions> {
  const result = await db.execute<OpenRow>(liveGrantsOf(userGuid));
  const sessions = result.rows.map((row): OpenSession => {
    const signedInAt =
      row.signed_in_at === null
        ? new Date(Number(row.issued_at ?? 0) * 1000)
        : new Date(row.signed_in_at);
    return {
      id: row.id,
      signedInAt: signedInAt.toISOString(),
      method: methodOf(row.method),
      browser: row.browser,
      device: row.device,
      isCurrent: row.id === currentGrantId,
    };
  });
  sessions.sort(
    (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.signedInAt.localeCompare(a.signedInAt),
  );
  return { sessions };
}
