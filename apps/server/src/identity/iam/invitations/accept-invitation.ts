import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  INVITATION_MESSAGES,
  type AcceptedInvitation,
  type AcceptWithNewLogInRequest,
} from '@portal/contracts';
import type { Caller } from '../../../auth';
import type { Db, Tx } from '../../../db/client';
import { hashPassword } from '../../../db/passwords';
import { auditLog, claims, identities, invitationLinks, pendingUsers } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import { requireAcceptablePassword } from '../new-password-rule';
import { isUniqueViolation } from '../unique-violation';
import { customerWithEmail, openInvitation, type OpenInvitation } from './open-invitation';

/**
 * Spec section 6's grant for an added user: AccountRead on the one account. The link is
 * used up and the pending row goes, in the same transaction as the claim.
 */
async function takeUp(
  tx: Tx,
  invitation: OpenInvitation,
  input: { userGuid: string; ip: string; now: Date },
): Promise<AcceptedInvitation> {
  await tx.insert(claims).values({
    userGuid: input.userGuid,
    claimType: 'Account',
    claimValue: invitation.accountCode,
    roles: ['AccountRead'],
  });
  await tx
    .update(invitationLinks)
    .set({ status: 'used', acceptedBy: input.userGuid, closedAt: input.now })
    .where(eq(invitationLinks.tokenHash, invitation.tokenHash));
  await tx.delete(pendingUsers).where(eq(pendingUsers.id, invitation.pendingUserId));
  await tx.insert(auditLog).values({
    actor: input.userGuid,
    actorPool: 'customer',
    action: 'invitation-accepted',
    accountCode: invitation.accountCode,
    ip: input.ip,
    details: {
      name: `${invitation.firstName} ${invitation.lastName}`,
      invitedBy: invitation.invitedBy,
    },
  });
  return { accountCode: invitation.accountCode, accountName: invitation.accountName };
}

/**
 * POST /invitations/accept-new-login: the invitee has no log-in yet. One is made in the
 * customer pool with the details the owner gave and a password the invitee chooses (the
 * same rule as a password change); they then sign in as anyone does.
 */
export async function acceptWithNewLogIn(
  db: Db,
  request: AcceptWithNewLogInRequest,
  ip: string,
): Promise<AcceptedInvitation> {
  const seen = await openInvitation(db, request.token, { now: new Date() });
  if ((await customerWithEmail(db, seen.email)) !== undefined) {
    throw AppError.conflict(INVITATION_MESSAGES.hasLogIn, 'invitation_has_log_in');
  }
  requireAcceptablePassword(request.password, [seen.email, seen.firstName, seen.lastName]);
  // Hashing is slow on purpose, so it happens before the link is locked.
  const passwordHash = await hashPassword(request.password);
  const userGuid = randomUUID();
  try {
    return await db.transaction(async (tx) => {
      const now = new Date();
      const invitation = await openInvitation(tx, request.token, { now, lock: true });
      await tx.insert(identities).values({
        userGuid,
        poolKey: 'customer',
        email: invitation.email,
        passwordHash,
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        dateOfBirth: invitation.dateOfBirth,
        mobileNumber: invitation.mobileNumber,
        allowedExposureLevel: 'Customer',
        passwordChangedAt: now,
      });
      return takeUp(tx, invitation, { userGuid, ip, now });
    });
  } catch (error) {
    // Someone made a log-in with this email between the check and the insert.
    if (isUniqueViolation(error)) {
      throw AppError.conflict(INVITATION_MESSAGES.hasLogIn, 'invitation_has_log_in');
    }
    throw error;
  }
}

/**
 * POST /invitations/accept: a signed-in customer takes the invitation up on their own
 * log-in, whatever its email (the link, sent to the invited address, is the proof).
 */
export async function acceptAsSignedIn(
  db: Db,
  caller: Caller,
  token: string,
  ip: string,
): Promise<AcceptedInvitation> {
  if (caller.isStaff) {
    throw AppError.forbidden(INVITATION_MESSAGES.staffCannotAccept, 'invitation_staff');
  }
  return db.transaction(async (tx) => {
    const now = new Date();
    const invitation = await openInvitation(tx, token, { now, lock: true });
    const [held] = await tx
      .select({ id: claims.id })
      .from(claims)
      .where(
        and(
          eq(claims.userGuid, caller.userGuid),
          eq(claims.claimType, 'Account'),
          eq(claims.claimValue, invitation.accountCode),
        ),
      )
      .limit(1);
    if (held !== undefined) {
      throw AppError.conflict(INVITATION_MESSAGES.alreadyHolder, 'invitation_already_holder');
    }
    return takeUp(tx, invitation, { userGuid: caller.userGuid, ip, now });
  });
}
