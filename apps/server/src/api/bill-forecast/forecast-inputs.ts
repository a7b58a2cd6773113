import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { removeGst, toNzDateKey, type DateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import { findDueInstalments, type BillTerms } from '../billing';
import { accountTransactions, invoices, mobileServices, usageDailyRollups } from '../../db/schema';

/** Cents of a GST-inclusive amount in the account's view. */
export const inView = (cents: number, inclusive: boolean) => (inclusive ? cents : removeGst(cents));

/** Device instalments due on the bill, each marked when it is its agreement's last. */
export async function findInstalmentsDue(
  db: Db,
  terms: BillTerms,
  inclusive: boolean,
): Promise<{ cents: number; final: boolean }[]> {
  const rows = await findDueInstalments(db, terms);
  return rows.map(({ agreement, instalment }) => ({
    cents: inView(instalment.amountCents, inclusive),
    final: instalment.instalmentNumber >= agreement.numberOfInstalments,
  }));
}

/**
 * Calls and texts charged by use on the account's postpay lines on the days from `from` up
 * to `until` (not included), from the daily rollups (their primary key starts with the line).
 */
export async function findUsageCharges(
  db: Db,
  accountCode: string,
  days: { from: DateKey; until: DateKey },
  inclusive: boolean,
): Promise<number> {
  const lines = db
    .select({ serviceEntity: mobileServices.serviceEntity })
    .from(mobileServices)
    .where(
      and(eq(mobileServices.accountCode, accountCode), eq(mobileServices.paymentType, 'Postpay')),
    );
  const charge = inclusive
    ? usageDailyRollups.chargeIncludingGstCents
    : usageDailyRollups.chargeExcludingGstCents;
  const [row] = await db
    .select({ cents: sql<string | number | null>`sum(${charge})` })
    .from(usageDailyRollups)
    .where(
      and(
        inArray(usageDailyRollups.serviceEntity, lines),
        gte(usageDailyRollups.day, days.from),
        lt(usageDailyRollups.day, days.until),
      ),
    );
  return Number(row?.cents ?? 0);
}

/** Credits on the ledger since the period began, as a positive amount in the view. */
export async function findCreditsSince(
  db: Db,
  accountCode: string,
  from: DateKey,
  inclusive: boolean,
): Promise<number> {
  const rows = await db
    .select({ cents: accountTransactions.amountCents, at: accountTransactions.occurredAt })
    .from(accountTransactions)
    .where(
      and(
        eq(accountTransactions.accountCode, accountCode),
        // From before midnight in New Zealand at any offset; the New Zealand day decides.
        gte(accountTransactions.occurredAt, new Date(`${from}T00:00:00+14:00`)),
        eq(accountTransactions.transactionType, 'Credit'),
      ),
    );
  const sum = rows
    .filter((row) => toNzDateKey(row.at) >= from)
    .reduce((total, row) => total + row.cents, 0);
  const credit = -sum;
  return credit > 0 ? inView(credit, inclusive) : 0;
}

/** Totals of the account's newest bills, newest first, in the view. */
export async function findRecentBillTotals(
  db: Db,
  accountCode: string,
  count: number,
  inclusive: boolean,
): Promise<number[]> {
  const rows = await db
    .select({
      incl: invoices.totalIncludingGstCents,
      excl: invoices.totalExcludingGstCents,
    })
    .from(invoices)
    .where(eq(invoices.accountCode, accountCode))
    .orderBy(desc(invoices.billDate))
    .limit(count);
  return rows.map((row) => (inclusive ? row.incl : row.excl));
}
