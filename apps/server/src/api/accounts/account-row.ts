import { eq } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
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

/** Writes `changes` to the account's row, with accountRow's 404 for a code that does not exist. */
export async function updateAccountRow(
  db: Db,
  accountCode: string,
  changes: PgUpdateSetSource<typeof accounts>,
): Promise<void> {
  const updated = await db
    .update(accounts)
    .set(changes)
    .where(eq(accounts.accountCode, accountCode))
    .returning({ accountCode: accounts.accountCode });
  if (updated.length === 0) throw AppError.notFound(`There is no account ${accountCode}.`);
}
