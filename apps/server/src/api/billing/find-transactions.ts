import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { AccountTransaction, TransactionsQuery } from '@portal/contracts';
import { transactionTypeSchema } from '@portal/contracts';
import { addDays, toNzDateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import { accountTransactions } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export const PERIOD_ORDER_MESSAGE = 'The start date must be on or before the end date.';

/** Midnight UTC of a day: with a day's slack either side it brackets any Auckland day. */
const utcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * GET …/transactions?from&to: ledger entries, newest first, whose Auckland calendar day
 * lies in the period (both ends inclusive). SQL narrows by instant with a day of slack,
 * so the index on (account, time) serves it; the exact day test is done on the result.
 */
export async function findTransactions(
  db: Db,
  accountCode: string,
  { from, to }: TransactionsQuery,
): Promise<AccountTransaction[]> {
  if (from !== undefined && to !== undefined && from > to) {
    throw AppError.badRequest(PERIOD_ORDER_MESSAGE, 'period_order');
  }
  const conditions = [eq(accountTransactions.accountCode, accountCode)];
  if (from !== undefined) {
    conditions.push(gte(accountTransactions.occurredAt, utcMidnight(addDays(from, -1))));
  }
  if (to !== undefined) {
    conditions.push(lt(accountTransactions.occurredAt, utcMidnight(addDays(to, 2))));
  }
  const rows = await db
    .select()
    .from(accountTransactions)
    .where(and(...conditions))
    .orderBy(desc(accountTransactions.occurredAt), desc(accountTransactions.id));
  return rows
    .map((row) => ({
      transactionId: String(row.id),
      date: toNzDateKey(row.occurredAt),
      occurredAt: row.occurredAt.toISOString(),
      // The table's check constraint allows only the three types.
      transactionType: transactionTypeSchema.parse(row.transactionType),
      description: row.description,
      amount: row.amountCents,
      balanceAfter: row.balanceAfterCents,
      invoiceId: row.invoiceId,
    }))
    .filter(
      (entry) =>
        (from === undefined || entry.date >= from) && (to === undefined || entry.date <= to),
    );
}
