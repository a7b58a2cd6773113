import { asc, ilike, or, sql } from 'drizzle-orm';
import type { AccountSearchResult } from '@portal/contracts';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';

const MAX_RESULTS = 25;

/** `%` and `_` typed by a person are literal characters, not wildcards. */
function literal(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Staff search: account code (prefix), name or email (anywhere), phone (digits only). */
export async function findAccounts(db: Db, query: string): Promise<AccountSearchResult[]> {
  const text = `%${literal(query)}%`;
  const digits = query.replace(/\D/g, '');
  const rows = await db
    .select({
      accountCode: accounts.accountCode,
      accountName: accounts.accountName,
      ownerName: accounts.ownerName,
      billingEmail: accounts.billingEmail,
      businessGroup: accounts.businessGroup,
      dateCancelled: accounts.dateCancelled,
    })
    .from(accounts)
    .where(
      or(
        ilike(accounts.accountCode, `${literal(query)}%`),
        ilike(accounts.accountName, text),
        ilike(accounts.ownerName, text),
        ilike(accounts.billingEmail, text),
        ...(digits.length >= 6
          ? [
              sql`regexp_replace(coalesce(${accounts.billingPhoneNumber}, ''), '\\D', '', 'g') like ${`%${digits}%`}`,
              sql`regexp_replace(coalesce(${accounts.billingMobileNumber}, ''), '\\D', '', 'g') like ${`%${digits}%`}`,
            ]
          : []),
      ),
    )
    .orderBy(sql`${accounts.dateCancelled} is not null`, asc(accounts.accountCode))
    .limit(MAX_RESULTS);
  return rows.map((row) => ({
    ...row,
    dateCancelled: row.dateCancelled?.toISOString() ?? null,
  }));
}
