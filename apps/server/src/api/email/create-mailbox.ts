import { count, eq } from 'drizzle-orm';
import { EMAIL_MESSAGES, type Mailbox } from '@portal/contracts';
import type { Db } from '../../db/client';
import { hashPassword } from '../../db/passwords';
import { emailProducts, mailboxes } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findEmailProduct, mailboxColumns } from './find-mailboxes';

const GB = 1024 ** 3;
/** A new mailbox gets the quota of the product's standard mailbox. */
export const NEW_MAILBOX_QUOTA_BYTES = 10 * GB;

export interface NewMailbox {
  localPart: string;
  displayName: string | null;
  password: string;
}

/**
 * POST /accounts/{code}/mailboxes. The product row is locked while counting, so two requests
 * at once cannot pass the mailbox limit together; a repeated request finds its address taken and adds nothing.
 */
export async function createMailbox(
  db: Db,
  accountCode: string,
  request: NewMailbox,
): Promise<Mailbox> {
  const passwordHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    const product = await findEmailProduct(tx, accountCode);
    if (product === undefined) throw AppError.notFound(EMAIL_MESSAGES.noEmailProduct);
    await tx
      .select({ id: emailProducts.id })
      .from(emailProducts)
      .where(eq(emailProducts.id, product.id))
      .for('update');
    const emailAddress = `${request.localPart}@${product.domain}`;
    // A repeat of a request that worked is told the address is taken, even at the limit.
    const [taken] = await tx
      .select({ id: mailboxes.id })
      .from(mailboxes)
      .where(eq(mailboxes.emailAddress, emailAddress));
    if (taken !== undefined) throw AppError.conflict(EMAIL_MESSAGES.taken, 'mailbox_taken');
    const [used] = await tx
      .select({ n: count() })
      .from(mailboxes)
      .where(eq(mailboxes.emailProductId, product.id));
    if ((used?.n ?? 0) >= product.mailboxLimit) {
      throw AppError.conflict(EMAIL_MESSAGES.limitReached, 'mailbox_limit_reached');
    }
    const [created] = await tx
      .insert(mailboxes)
      .values({
        accountCode,
        emailProductId: product.id,
        emailAddress,
        displayName: request.displayName === '' ? null : request.displayName,
        passwordHash,
        quotaBytes: NEW_MAILBOX_QUOTA_BYTES,
      })
      // Taken meanwhile on another account (addresses are unique): nothing is inserted.
      .onConflictDoNothing({ target: mailboxes.emailAddress })
      .returning(mailboxColumns);
    if (created === undefined) throw AppError.conflict(EMAIL_MESSAGES.taken, 'mailbox_taken');
    return created;
  });
}
