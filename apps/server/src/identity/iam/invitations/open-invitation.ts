import { and, eq } from 'drizzle-orm';
import { INVITATION_MESSAGES } from '@portal/contracts';
import type { Db, Tx } from '../../../db/client';
import { accounts, identities, invitationLinks, pendingUsers } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import { hashLinkToken } from '../../../platform/link-token';

export interface OpenInvitation {
  tokenHash: string;
  pendingUserId: string;
  accountCode: string;
  accountName: string;
  firstName: string;
  lastName: string;
  email: string;
  dateOfBirth: string | null;
  mobileNumber: string | null;
  invitedBy: string | null;
  expiresAt: Date;
}

function gone(message: string, code: string): AppError {
  return new AppError({ code, statusCode: 410, title: 'Gone', message });
}

/**
 * The invitation behind a link's token, if it can still be taken up; otherwise the refusal
 * that says why (used, withdrawn, replaced by a newer link, expired, or never a link). In a
 * transaction, `lock` holds the link until it commits, so two tabs cannot both take it up.
 */
export async function openInvitation(
  db: Db | Tx,
  token: string,
  options: { now: Date; lock?: boolean },
): Promise<OpenInvitation> {
  const query = db
    .select({
      tokenHash: invitationLinks.tokenHash,
      status: invitationLinks.status,
      linkExpiresAt: invitationLinks.expiresAt,
      pendingUserId: pendingUsers.id,
      accountCode: invitationLinks.accountCode,
      accountName: accounts.accountName,
      firstName: pendingUsers.firstName,
      lastName: pendingUsers.lastName,
      email: pendingUsers.email,
      dateOfBirth: pendingUsers.dateOfBirth,
      mobileNumber: pendingUsers.mobileNumber,
      invitedBy: pendingUsers.invitedBy,
    })
    .from(invitationLinks)
    .innerJoin(accounts, eq(accounts.accountCode, invitationLinks.accountCode))
    .leftJoin(pendingUsers, eq(pendingUsers.id, invitationLinks.pendingUserId))
    .where(eq(invitationLinks.tokenHash, hashLinkToken(token)))
    .limit(1);
  const [link] =
    options.lock === true ? await query.for('update', { of: invitationLinks }) : await query;
  if (link === undefined)
    throw AppError.notFound(INVITATION_MESSAGES.invalid, 'invitation_not_found');
  if (link.status === 'used') throw AppError.conflict(INVITATION_MESSAGES.used, 'invitation_used');
  if (link.status === 'withdrawn')
    throw gone(INVITATION_MESSAGES.withdrawn, 'invitation_withdrawn');
  if (link.status === 'replaced') throw gone(INVITATION_MESSAGES.replaced, 'invitation_replaced');
  if (
    link.linkExpiresAt <= options.now ||
    link.pendingUserId === null ||
    link.firstName === null ||
    link.lastName === null ||
    link.email === null
  ) {
    throw gone(INVITATION_MESSAGES.expired, 'invitation_expired');
  }
  return {
    tokenHash: link.tokenHash,
    pendingUserId: link.pendingUserId,
    accountCode: link.accountCode,
    accountName: link.accountName,
    firstName: link.firstName,
    lastName: link.lastName,
    email: link.email,
    dateOfBirth: link.dateOfBirth,
    mobileNumber: link.mobileNumber,
    invitedBy: link.invitedBy,
    expiresAt: link.linkExpiresAt,
  };
}

/** The customer log-in with this email, if there is one. */
export async function customerWithEmail(db: Db | Tx, email: string): Promise<string | undefined> {
  const [found] = await db
    .select({ userGuid: identities.userGuid })
    .from(identities)
    .where(and(eq(identities.poolKey, 'customer'), eq(identities.email, email)))
    .limit(1);
  return found?.userGuid;
}
