import { eq } from 'drizzle-orm';
import { isBusinessAccount } from '@portal/domain';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';

export interface GstTerms {
  businessGroup: string;
  displayGstInclusiveValues: boolean;
}

/**
 * Whether the account's bills are shown with GST. Business accounts (spec section 6: a
 * business group, or GST-inclusive display off) see GST-exclusive amounts.
 */
export function displaysGstInclusive(account: GstTerms): boolean {
  return !isBusinessAccount(account);
}

/** What decides the account's GST display (and whether it is a business), if it exists. */
export async function findGstTerms(db: Db, accountCode: string): Promise<GstTerms | undefined> {
  const [account] = await db
    .select({
      businessGroup: accounts.businessGroup,
      displayGstInclusiveValues: accounts.displayGstInclusiveValues,
    })
    .from(accounts)
    .where(eq(accounts.accountCode, accountCode));
  return account;
}

export async function findGstDisplay(db: Db, accountCode: string): Promise<boolean> {
  const account = await findGstTerms(db, accountCode);
  return account === undefined ? true : displaysGstInclusive(account);
}
