import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identities, passwordResetLinks } from '../../db/schema';
import { outboxNotifier } from '../../notifications';
import { hashLinkToken, newLinkToken } from '../../platform/link-token';
import { countCalls } from '../../platform/rate-limit';
import { PASSWORD_RESET_LIMITS } from '../../config/rate-limits';
import { normaliseEmail } from '../interactions/verify-credentials';
import { resetLinkPath } from '../pages/recovery-paths';
import { resetMessage } from './reset-message';

export const RESET_LINK_TTL_MS = 30 * 60_000;

export type ResetRequestOutcome =
  { kind: 'answered'; send: () => Promise<void> } | { kind: 'throttled'; retryAfter: number };

/**
 * POST /idp/forgot-password. Counted per address and per email first. Then the same work for
 * any email: one lookup in the customer pool (staff log-ins are never reset here) and a new
 * token. The link and its email are written by `send`, which the route runs after it has
 * answered, so neither the answer nor its timing tells whether the email has a log-in.
 */
export async function requestPasswordReset(
  db: Db,
  input: { email: string; ip: string; publicUrl: string; brand: string; now?: Date },
): Promise<ResetRequestOutcome> {
  const now = input.now ?? new Date();
  const email = normaliseEmail(input.email);
  const wait = await countCalls(
    db,
    [
      { limit: PASSWORD_RESET_LIMITS.perAddress, subject: input.ip },
      { limit: PASSWORD_RESET_LIMITS.perEmail, subject: email },
    ],
    now,
  );
  if (wait !== undefined) return { kind: 'throttled', retryAfter: wait };

  const [identity] = await db
    .select({ userGuid: identities.userGuid, firstName: identities.firstName })
    .from(identities)
    .where(and(eq(identities.poolKey, 'customer'), eq(identities.email, email)))
    .limit(1);
  const token = newLinkToken();
  const tokenHash = hashLinkToken(token);
  const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS);

  const send = async () => {
    if (identity === undefined) return;
    await db.transaction(async (tx) => {
      await tx.insert(passwordResetLinks).values({
        tokenHash,
        userGuid: identity.userGuid,
        createdAt: now,
        expiresAt,
      });
      await outboxNotifier(tx).send(
        resetMessage({
          email,
          firstName: identity.firstName,
          brand: input.brand,
          link: new URL(resetLinkPath(token), input.publicUrl).toString(),
          expiresAt,
        }),
      );
    });
  };
  return { kind: 'answered', send };
}
