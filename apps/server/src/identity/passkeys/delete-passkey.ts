import { and, eq } from 'drizzle-orm';
import { PASSKEY_MESSAGES } from '@portal/contracts';
import type { Db } from '../../db/client';
import { auditLog, passkeys } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/**
 * Removes one of the person's own passkeys: from then on it signs nobody in. Sign-ins made
 * with it before stay (as after adding a passkey elsewhere); the password still works.
 */
export async function deletePasskey(db: Db, userGuid: string, passkeyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userGuid, userGuid)))
      .returning({ id: passkeys.id });
    if (removed.length === 0) {
      throw AppError.notFound(PASSKEY_MESSAGES.notFound, 'passkey_not_found');
    }
    await tx
      .insert(auditLog)
      .values({ actor: userGuid, actorPool: 'customer', action: 'passkey-removed' });
  });
}
