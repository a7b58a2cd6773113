import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pendingUsers } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { notRemovedMessage } from './delete-user-claim';

/** DELETE /iam/accounts/{code}/pendingusers/{id}: withdraws an invitation (owner checked by the route). */
export async function deletePendingUser(
  db: Db,
  input: { accountCode: string; id: string },
): Promise<{ name: string }> {
  const [removed] = await db
    .delete(pendingUsers)
    .where(and(eq(pendingUsers.id, input.id), eq(pendingUsers.accountCode, input.accountCode)))
    .returning({ firstName: pendingUsers.firstName, lastName: pendingUsers.lastName });
  if (removed === undefined) {
    throw AppError.notFound(notRemovedMessage('This invitation'), 'pending_user_not_found');
  }
  return { name: `${removed.firstName} ${removed.lastName}` };
}
