import { and, eq } from 'drizzle-orm';
import { PASSKEY_MESSAGES, type Passkey } from '@portal/contracts';
import type { Db } from '../../db/client';
import { passkeys } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { isUniqueViolation } from '../iam/unique-violation';
import { toPasskey } from './find-passkeys';

/** Renames one of the person's own passkeys; another person's is "not found", as is a gone one. */
export async function renamePasskey(
  db: Db,
  userGuid: string,
  passkeyId: string,
  name: string,
): Promise<Passkey> {
  try {
    const [row] = await db
      .update(passkeys)
      .set({ name })
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userGuid, userGuid)))
      .returning();
    if (row === undefined) throw AppError.notFound(PASSKEY_MESSAGES.notFound, 'passkey_not_found');
    return toPasskey(row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw AppError.conflict(PASSKEY_MESSAGES.nameTaken, 'passkey_name_taken');
    }
    throw error;
  }
}
