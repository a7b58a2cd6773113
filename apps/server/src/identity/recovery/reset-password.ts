import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashPassword } from '../../db/passwords';
import { auditLog, identities, passwordResetLinks, rateLimitCounters } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { NoticeSettings } from '../../notifications/notices';
import { tellPasswordChanged } from '../../notifications/security-messages';
import { revokeOtherSignIns } from '../../db/sign-ins/revoke-other-sign-ins';
import { requireAcceptablePassword } from '../iam/new-password-rule';
import { loginCounters } from '../throttle/login-throttle';
import { RECOVERY_MESSAGES } from './messages';
import { openResetLink, type ResetLink } from './open-reset-link';

export type ResetOutcome = { kind: 'changed' } | Exclude<ResetLink, { kind: 'open' }>;

/**
 * POST /idp/reset-password: a new password under the rule of a password change. On success
 * the link and any other open link of the log-in are used up, and every sign-in of the
 * identity ends: its grants, refresh tokens and provider sessions at once, and the portal's
 * sessions at their next call, which the API refuses for tokens older than the change
 * (decision 023). The sign-in throttle of the email starts again.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; password: string; confirm: string; ip: string },
  notices: NoticeSettings,
): Promise<ResetOutcome> {
  const seen = await openResetLink(db, input.token, { now: new Date() });
  if (seen.kind !== 'open') return seen;
  if (input.password !== input.confirm) {
    throw AppError.badRequest(RECOVERY_MESSAGES.passwordsDiffer, 'passwords_differ');
  }
  const [localPart = ''] = seen.email.split('@');
  requireAcceptablePassword(input.password, [seen.email, localPart, seen.firstName, seen.lastName]);
  // Hashing is slow on purpose, so it happens before the link is locked.
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    const now = new Date();
    const link = await openResetLink(tx, input.token, { now, lock: true });
    if (link.kind !== 'open') return link;
    await tx
      .update(identities)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(identities.userGuid, link.userGuid));
    await tx
      .update(passwordResetLinks)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResetLinks.userGuid, link.userGuid), isNull(passwordResetLinks.usedAt)),
      );
    await tx.insert(auditLog).values({
      actor: link.userGuid,
      actorPool: 'customer',
      action: 'password-reset',
      ip: input.ip,
    });
    await revokeOtherSignIns(tx, link.userGuid, undefined);
    await tellPasswordChanged(tx, notices, link.userGuid, { how: 'reset', at: now });
    const [emailCounter] = loginCounters('customer', link.email, input.ip);
    if (emailCounter !== undefined) {
      await tx.delete(rateLimitCounters).where(eq(rateLimitCounters.key, emailCounter.key));
    }
    return { kind: 'changed' } as const;
  });
}
