import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitationLinks, pendingUsers } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { notRemovedMessage } from './delete-user-claim';

/**
 * DELETE /iam/accounts/{code}/pendingusers/{id}: withdraws an invitation (owner checked by
 * the route). Its link then says it was withdrawn, and grants nothing.
 */
export async function deletePendingUser(
  db: Db,
  input: { accountCode: string; id: string },
): Promise<{ name: string }> {
  return db.transaction(async (tx) => {
    const mine = and(
      eq(pendingUsers.id, input.id),
      eq(pendingUsers.accountCode, input.accountCode),
    );
    const [found] = await tx
      .select({ id: pendingUsers.id })
      .from(pendingUsers)
      .where(mine)
      .for('update');
    if (found === undefined) {
      throw AppError.notFound(notRemovedMessage('This invitation'), 'pending_user_not_found');
    }
    await tx
      .update(invitationLinks)
      .set({ status: 'withdrawn', closedAt: new Date() })
      .where(and(eq(invitationLinks.pendingUserId, input.id), eq(invitationLinks.status, 'open')));
    const [removed] = await tx
      .delete(pendingUsers)
      .where(mine)
      .returning({ firstName: pendingUsers.firstName, lastName: pendingUsers.lastName });
    if (removed === undefined) throw new Error(`pending user ${input.id} vanished under its lock`);
    return { name: `${removed.firstName} ${removed.lastName}` };
  });
}
