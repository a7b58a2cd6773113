import { eq } from 'drizzle-orm';
import { PASSWORD_MESSAGES, type ChangePasswordRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../db/passwords';
import { auditLog, identities } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { NoticeSettings } from '../../notifications/notices';
import { tellPasswordChanged } from '../../notifications/security-messages';
import {
  clearEmailFailures,
  loginRetryAfter,
  MAX_FAILURES_PER_EMAIL,
  recordLoginFailure,
} from '../throttle/login-throttle';
import { revokeOtherSignIns } from '../../db/sign-ins/revoke-other-sign-ins';
import { findUserInputs } from './calculate-password-complexity';
import { signedInIdentity } from './find-current-user';
import { requireAcceptablePassword } from './new-password-rule';
import { ThrottledError } from '../../platform/throttled-error';

export const PASSWORD_CHANGED_MESSAGE = `${PASSWORD_MESSAGES.changed} ${PASSWORD_MESSAGES.otherDevicesSignedOut}`;
export const WRONG_OLD_PASSWORD_MESSAGE = PASSWORD_MESSAGES.wrongOldPassword;

/**
 * A stolen session must not be able to guess the current password without limit: wrong
 * current passwords count like wrong sign-ins (five per 15 minutes, decision 004), per user.
 */
function passwordCounters(userGuid: string) {
  return [{ key: `iam-password:user:${userGuid}`, limit: MAX_FAILURES_PER_EMAIL }];
}

/** PUT /iam/Users/{id}/password, on the caller's own identity (checked by the route). */
export async function changePassword(
  db: Db,
  caller: { userGuid: string; grantId?: string },
  request: ChangePasswordRequest,
  notices: NoticeSettings,
): Promise<void> {
  const { userGuid } = caller;
  const counters = passwordCounters(userGuid);
  const retryAfter = await loginRetryAfter(db, counters);
  if (retryAfter !== undefined) {
    throw new ThrottledError(
      'Too many wrong passwords. Please wait a few minutes and try again.',
      retryAfter,
    );
  }

  const identity = await signedInIdentity(db, userGuid);
  if (!(await verifyPassword(request.oldPassword, identity.passwordHash))) {
    await recordLoginFailure(db, counters);
    throw AppError.badRequest(WRONG_OLD_PASSWORD_MESSAGE, 'wrong_old_password');
  }
  await clearEmailFailures(db, counters);

  if (request.newPassword === request.oldPassword) {
    throw AppError.badRequest(
      'Your new password must be different from your current password.',
      'password_unchanged',
    );
  }
  requireAcceptablePassword(request.newPassword, await findUserInputs(db, userGuid));

  const passwordHash = await hashPassword(request.newPassword);
  // Every other sign-in ends with the old password: at the provider here, and at the API,
  // which refuses tokens older than the change whose grant is gone (decision 023).
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(identities)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(identities.userGuid, userGuid));
    // About the person, not one account: every account they hold lists it (staff trail).
    await tx
      .insert(auditLog)
      .values({ actor: userGuid, actorPool: 'customer', action: 'password-changed' });
    await revokeOtherSignIns(tx, userGuid, caller.grantId);
    await tellPasswordChanged(tx, notices, userGuid, { how: 'changed', at: now });
  });
}
