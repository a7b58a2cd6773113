import { and, desc, eq, sql } from 'drizzle-orm';
import {
  prepayTransactionTypeSchema,
  type PrepayTransaction,
  type PrepayTransactionHistory,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { prepayTransactions } from '../../db/schema';

type Row = typeof prepayTransactions.$inferSelect;

/** Entries are compared by their instant to the millisecond, as the ISO cursor carries it. */
const instantMs = sql`date_trunc('milliseconds', ${prepayTransactions.occurredAt})`;
const before = (instant: Date) => sql`${instantMs} < ${instant.toISOString()}::timestamptz`;
const at = (instant: Date) => sql`${instantMs} = ${instant.toISOString()}::timestamptz`;

function toTransaction(row: Row): PrepayTransaction {
  return {
    transactionId: row.id,
    occurredAt: row.occurredAt.toISOString(),
    transactionType: prepayTransactionTypeSchema.parse(row.transactionType),
    description: row.description,
    amount: row.amountCents,
    balanceAfter: row.balanceAfterCents,
    paymentMethod: row.paymentMethod,
  };
}

const sameInstant = (a: Row | undefined, b: Row | undefined) =>
  a !== undefined && b !== undefined && a.occurredAt.getTime() === b.occurredAt.getTime();

/**
 * GET …/mobileServices/{id}/prepayTransactionHistory: a page of wallet movements, newest
 * first, strictly before `recordsPriorTo`. A page never splits entries of one instant (see
 * the contract): it ends before such a group, or holds the whole group when the group alone
 * is larger than a page. The line is checked to be prepay by the caller.
 */
export async function findPrepayHistory(
  db: Db,
  serviceEntity: string,
  query: { recordCount: number; recordsPriorTo?: string | undefined },
): Promise<PrepayTransactionHistory> {
  const cursor = query.recordsPriorTo === undefined ? undefined : new Date(query.recordsPriorTo);
  const olderThan = (instant: Date | undefined) =>
    and(
      eq(prepayTransactions.serviceEntity, serviceEntity),
      instant === undefined ? undefined : before(instant),
    );
  const newestFirst = [desc(prepayTransactions.occurredAt), desc(prepayTransactions.id)];
  const fetched = await db
    .select()
    .from(prepayTransactions)
    .where(olderThan(cursor))
    .orderBy(...newestFirst)
    .limit(query.recordCount + 1);
  if (fetched.length <= query.recordCount) {
    return { transactions: fetched.map(toTransaction), nextRecordsPriorTo: null };
  }

  let page = fetched.slice(0, query.recordCount);
  const firstLeftOut = fetched[query.recordCount];
  if (sameInstant(page.at(-1), firstLeftOut)) {
    page = page.filter((row) => !sameInstant(row, firstLeftOut));
    if (page.length === 0 && firstLeftOut !== undefined) {
      // One instant holds more entries than a page: they come whole, on one longer page.
      page = await db
        .select()
        .from(prepayTransactions)
        .where(
          and(eq(prepayTransactions.serviceEntity, serviceEntity), at(firstLeftOut.occurredAt)),
        )
        .orderBy(...newestFirst);
    }
  }
  const oldest = page.at(-1);
  const more =
    oldest !== undefined &&
    (
      await db
        .select({ id: prepayTransactions.id })
        .from(prepayTransactions)
        .where(olderThan(oldest.occurredAt))
        .limit(1)
    ).length > 0;
  return {
    transactions: page.map(toTransaction),
    nextRecordsPriorTo: more ? oldest.occurredAt.toISOString() : null,
  };
}
