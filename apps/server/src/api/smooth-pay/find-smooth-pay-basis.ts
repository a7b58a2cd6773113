import { and, asc, eq, gt } from 'drizzle-orm';
import { addCalendarMonths, SMOOTH_PAY_LOOKBACK_MONTHS, type SmoothPayBill } from '@portal/domain';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { findSettlement } from '../billing';

export interface SmoothPayBasis {
  bills: SmoothPayBill[];
  /** Overdue on the account's bills now (positive), or its credit (negative), else 0. */
  balanceCents: number;
}

/**
 * What smooth pay is worked out from: the account's bills of the last 12 months, and what
 * is overdue on its bills (or its credit) from the ledger, as the billing pages count it.
 * A bill not yet due is left out of the balance: it is already among the 12 months of
 * bills, and counting it again would ask for it twice (decision 062).
 */
export async function findSmoothPayBasis(
  db: Db,
  accountCode: string,
  today: string,
): Promise<SmoothPayBasis> {
  const [rows, settlement] = await Promise.all([
    db
      .select({
        billDate: invoices.billDate,
        periodStart: invoices.periodStart,
        periodEnd: invoices.periodEnd,
        totalCents: invoices.totalIncludingGstCents,
        invoiceId: invoices.invoiceId,
        dueDate: invoices.dueDate,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.accountCode, accountCode),
          gt(invoices.billDate, addCalendarMonths(today, -SMOOTH_PAY_LOOKBACK_MONTHS)),
        ),
      )
      .orderBy(asc(invoices.billDate)),
    findSettlement(db, accountCode),
  ]);
  const overdue = rows
    .filter((row) => row.dueDate < today)
    .reduce((sum, row) => sum + (settlement.outstanding.get(row.invoiceId) ?? 0), 0);
  return {
    bills: rows.map(({ billDate, periodStart, periodEnd, totalCents }) => ({
      billDate,
      periodStart,
      periodEnd,
      totalCents,
    })),
    balanceCents:
      settlement.balance < 0 ? settlement.balance : Math.min(overdue, settlement.balance),
  };
}
