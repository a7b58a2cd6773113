import { and, asc, eq, gt } from 'drizzle-orm';
import {
  addCalendarMonths,
  SMOOTH_PAY_LOOKBACK_MONTHS,
  type SmoothPayBill,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { findSettlement } from '../billing';

export interface SmoothPayBasis {
  bills: SmoothPayBill[];
  /** The account's balance now: positive is owing, negative is in credit. */
  balanceCents: number;
}

/**
 * What smooth pay is worked out from: the account's bills of the last 12 months and its
 * balance from the ledger, the same balance the billing pages show.
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
  return { bills: rows, balanceCents: settlement.balance };
}
