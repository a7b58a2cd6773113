import { and, asc, eq } from 'drizzle-orm';
import type { EmailProduct, Mailbox, Mailboxes } from '@portal/contracts';
import type { Db } from '../../db/client';
import { emailProducts, mailboxes } from '../../db/schema';

type Reader = Pick<Db, 'select'>;

export interface ActiveEmailProduct extends EmailProduct {
  id: number;
}

/** The account's active email product; an account has at most one that matters (the first). */
export async function findEmailProduct(
  db: Reader,
  accountCode: string,
): Promise<ActiveEmailProduct | undefined> {
  const [product] = await db
    .select({
      id: emailProducts.id,
      productKey: emailProducts.productKey,
      domain: emailProducts.domain,
      mailboxLimit: emailProducts.mailboxLimit,
    })
    .from(emailProducts)
    .where(and(eq(emailProducts.accountCode, accountCode), eq(emailProducts.status, 'Active')))
    .orderBy(asc(emailProducts.id))
    .limit(1);
  return product;
}

export const mailboxColumns = {
  id: mailboxes.id,
  emailAddress: mailboxes.emailAddress,
  displayName: mailboxes.displayName,
  quotaBytes: mailboxes.quotaBytes,
  usedBytes: mailboxes.usedBytes,
};

/** GET /accounts/{code}/mailboxes: the product (null without one) and its mailboxes by address. */
export async function findMailboxes(db: Db, accountCode: string): Promise<Mailboxes> {
  const product = await findEmailProduct(db, accountCode);
  if (product === undefined) return { emailProduct: null, mailboxes: [] };
  const rows: Mailbox[] = await db
    .select(mailboxColumns)
    .from(mailboxes)
    .where(and(eq(mailboxes.accountCode, accountCode), eq(mailboxes.emailProductId, product.id)))
    .orderBy(asc(mailboxes.emailAddress));
  const { productKey, domain, mailboxLimit } = product;
  return { emailProduct: { productKey, domain, mailboxLimit }, mailboxes: rows };
}
