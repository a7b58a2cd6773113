import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export type AccountRow = typeof accounts.$inferSelect;

/** The account's row, or the 404 every account call gives for a code that does not exist. */
export async function accountRow(db: Db, accountCode: string): Promise<AccountRow> {
  const [row] = await db.select().from(accounts).where(eq(accounts.accountCode, accountCode));
  if (row === undefined) throw AppError.notFound(`There is no account ${accountCode}.`);
  return row;
}
