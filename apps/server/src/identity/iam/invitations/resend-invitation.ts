import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pendingUsers } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import { sendInvitation } from './send-invitation';

/**
 * POST /iam/accounts/{code}/pendingusers/{id}/resend (owner checked by the route): a new
 * link by email, valid for another full term; the link sent before stops working.
 */
export async function resendInvitation(
  db: Db,
  input: { accountCode: string; id: string; publicUrl: string },
): Promise<{ name: string; expiresAt: Date }> {
  return db.transaction(async (tx) => {
    const [pending] = await tx
      .select({ firstName: pendingUsers.firstName, lastName: pendingUsers.lastName })
      .from(pendingUsers)
      .where(and(eq(pendingUsers.id, input.id), eq(pendingUsers.accountCode, input.accountCode)))
      .for('update');
    if (pending === undefined) {
      throw AppError.notFound('We could not find that invitation.', 'pending_user_not_found');
    }
    const { expiresAt } = await sendInvitation(tx, {
      pendingUserId: input.id,
      publicUrl: input.publicUrl,
      now: new Date(),
    });
    return { name: `${pending.firstName} ${pending.lastName}`, expiresAt };
  });
}
