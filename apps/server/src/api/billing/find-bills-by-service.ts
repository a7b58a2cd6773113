import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { BillsByService } from '@portal/contracts';
import type { Db } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import { findGstDisplay } from '../accounts';
import { billAmount } from './get-bill-changes';
import { serviceGroupTitle } from './service-group-title';

/** As many bills as a year and one more, so the same month last year is beside this one. */
export const BILLS_CHARTED = 13;

/** GET …/billsByService: the last 13 bills, oldest first, each split by service group. */
export async function findBillsByService(db: Db, accountCode: string): Promise<BillsByService> {
  const inclusive = await findGstDisplay(db, accountCode);
  const bills = await db
    .select()
    .from(invoices)
    .where(eq(invoices.accountCode, accountCode))
    .orderBy(desc(invoices.billDate))
    .limit(BILLS_CHARTED);
  const ids = bills.map((bill) => bill.invoiceId);
  const amount = inclusive
    ? invoiceLines.amountIncludingGstCents
    : invoiceLines.amountExcludingGstCents;
  const parts =
    ids.length === 0
      ? []
      : await db
          .select({
            invoiceId: invoiceLines.invoiceId,
            serviceGroup: invoiceLines.serviceGroup,
            amount: sql<number>`cast(sum(${amount}) as integer)`,
            firstLine: sql<number>`min(${invoiceLines.sortOrder})`,
          })
          .from(invoiceLines)
          .where(inArray(invoiceLines.invoiceId, ids))
          .groupBy(invoiceLines.invoiceId, invoiceLines.serviceGroup)
          .orderBy(sql`min(${invoiceLines.sortOrder})`);
  return {
    displayGstInclusiveValues: inclusive,
    bills: bills.reverse().map((bill) => ({
      invoiceId: bill.invoiceId,
      billDate: bill.billDate,
      amount: billAmount(bill, inclusive),
      services: parts
        .filter((part) => part.invoiceId === bill.invoiceId)
        .map((part) => ({
          serviceGroup: part.serviceGroup,
          title: serviceGroupTitle(part.serviceGroup, null),
          amount: part.amount,
        })),
    })),
  };
}
