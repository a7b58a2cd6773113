import { and, eq } from 'drizzle-orm';
import { INVITATION_TTL_DAYS } from '@portal/contracts';
import type { Db, Tx } from '../../../db/client';
import { accounts, invitationLinks, pendingUsers } from '../../../db/schema';
import { findIdentity } from '../../find-identity';
import { outboxNotifier } from '../../../notifications';
import { hashLinkToken, newLinkToken } from '../../../platform/link-token';
import { invitationLinkPath, invitationMessage } from './invitation-message';

export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

/** The name an invitation gives for who sent it. */
export async function inviterNameOf(db: Db | Tx, userGuid: string | null): Promise<string> {
  if (userGuid === null) return 'The account owner';
  const inviter = await findIdentity(db, userGuid);
  return inviter === undefined ? 'The account owner' : `${inviter.firstName} ${inviter.lastName}`;
}

/**
 * Sends (or sends again) the invitation of one pending user: a new single-use link, valid
 * for INVITATION_TTL_DAYS; any link sent before for the same invitation stops working. Runs
 * in the caller's transaction, so the row, the link and the email go together or not at all.
 */
export async function sendInvitation(
  tx: Tx,
  input: { pendingUserId: string; publicUrl: string; now: Date },
): Promise<{ expiresAt: Date }> {
  const [pending] = await tx
    .select({
      accountCode: pendingUsers.accountCode,
      accountName: accounts.accountName,
      firstName: pendingUsers.firstName,
      email: pendingUsers.email,
      invitedBy: pendingUsers.invitedBy,
    })
    .from(pendingUsers)
    .innerJoin(accounts, eq(accounts.accountCode, pendingUsers.accountCode))
    .where(eq(pendingUsers.id, input.pendingUserId))
    .limit(1);
  if (pending === undefined) throw new Error(`no pending user ${input.pendingUserId}`);

  const expiresAt = new Date(input.now.getTime() + INVITATION_TTL_MS);
  await tx
    .update(invitationLinks)
    .set({ status: 'replaced', closedAt: input.now })
    .where(
      and(
        eq(invitationLinks.pendingUserId, input.pendingUserId),
        eq(invitationLinks.status, 'open'),
      ),
    );
  const token = newLinkToken();
  await tx.insert(invitationLinks).values({
    tokenHash: hashLinkToken(token),
    pendingUserId: input.pendingUserId,
    accountCode: pending.accountCode,
    expiresAt,
  });
  await tx.update(pendingUsers).set({ expiresAt }).where(eq(pendingUsers.id, input.pendingUserId));
  await outboxNotifier(tx).send(
    invitationMessage({
      email: pending.email,
      firstName: pending.firstName,
      inviterName: await inviterNameOf(tx, pending.invitedBy),
      accountName: pending.accountName,
      accountCode: pending.accountCode,
      link: new URL(invitationLinkPath(token), input.publicUrl).toString(),
      expiresAt,
    }),
  );
  return { expiresAt };
}
