import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { identities, passwordResetLinks } from '../../db/schema';
import { hashLinkToken } from '../../platform/link-token';

/** The shape of newLinkToken(): 32 bytes, base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export type ResetLink =
  | {
      kind: 'open';
      tokenHash: string;
      userGuid: string;
      email: string;
      firstName: string;
      lastName: string;
    }
  | { kind: 'invalid' }
  | { kind: 'used' }
  | { kind: 'expired' };

/**
 * What a reset link's token opens: the customer log-in it may reset, or why it cannot. In a
 * transaction, `lock` holds the link until it commits, so two tabs cannot both use it.
 */
export async function openResetLink(
  db: Db | Tx,
  token: string,
  options: { now: Date; lock?: boolean },
): Promise<ResetLink> {
  if (!TOKEN_SHAPE.test(token)) return { kind: 'invalid' };
  const query = db
    .select({
      tokenHash: passwordResetLinks.tokenHash,
      userGuid: passwordResetLinks.userGuid,
      expiresAt: passwordResetLinks.expiresAt,
      usedAt: passwordResetLinks.usedAt,
      email: identities.email,
      firstName: identities.firstName,
      lastName: identities.lastName,
      poolKey: identities.poolKey,
    })
    .from(passwordResetLinks)
    .innerJoin(identities, eq(identities.userGuid, passwordResetLinks.userGuid))
    .where(eq(passwordResetLinks.tokenHash, hashLinkToken(token)))
    .limit(1);
  const [link] =
    options.lock === true ? await query.for('update', { of: passwordResetLinks }) : await query;
  if (link === undefined || link.poolKey !== 'customer') return { kind: 'invalid' };
  if (link.usedAt !== null) return { kind: 'used' };
  if (link.expiresAt <= options.now) return { kind: 'expired' };
  return {
    kind: 'open',
    tokenHash: link.tokenHash,
    userGuid: link.userGuid,
    email: link.email,
    firstName: link.firstName,
    lastName: link.lastName,
  };
}
