import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashPassword } from '../../db/passwords';
import { mailboxes } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** PUT /accounts/{code}/mailboxes/{id}/password: only the hash is kept. */
export async function updateMailboxPassword(
  db: Db,
  accountCode: string,
  mailboxId: number,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const updated = await db
    .update(mailboxes)
    .set({ passwordHash })
    .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.accountCode, accountCode)))
    .returning({ id: mailboxes.id });
  if (updated.length === 0) {
    throw AppError.notFound('There is no such mailbox on this account.', 'mailbox_not_found');
  }
}
