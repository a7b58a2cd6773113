import type { Invitation } from '@portal/contracts';
import type { Db } from '../../../db/client';
import { customerWithEmail, openInvitation } from './open-invitation';
import { inviterNameOf } from './send-invitation';

/** POST /invitations/lookup: what the invitee is shown before taking the invitation up. */
export async function findInvitation(db: Db, token: string): Promise<Invitation> {
  const invitation = await openInvitation(db, token, { now: new Date() });
  return {
    accountCode: invitation.accountCode,
    accountName: invitation.accountName,
    inviterName: await inviterNameOf(db, invitation.invitedBy),
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    email: invitation.email,
    expiresAt: invitation.expiresAt.toISOString(),
    hasLogIn: (await customerWithEmail(db, invitation.email)) !== undefined,
  };
}
