import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailboxes } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** DELETE /accounts/{code}/mailboxes/{id}; another account's mailbox, or one gone already, is a 404. */
export async function deleteMailbox(db: Db, accountCode: string, mailboxId: number): Promise<void> {
  const removed = await db
    .delete(mailboxes)
    .where(and(eq(mailboxes.id, mailboxId), eq(mailboxes.accountCode, accountCode)))
    .returning({ id: mailboxes.id });
  if (removed.length === 0) {
    throw AppError.notFound('There is no such mailbox on this account.', 'mailbox_not_found');
  }
}
