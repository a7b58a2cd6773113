import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { BillChanges, BillReference } from '@portal/contracts';
import { explainBillChanges, type BillLine } from '@portal/domain';
import type { Db } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findGstDisplay } from '../accounts';
import { serviceGroupTitle } from './service-group-title';

type InvoiceRow = typeof invoices.$inferSelect;

/** A bill's total in the account's GST view. */
export const billAmount = (row: InvoiceRow, inclusive: boolean) =>
  inclusive ? row.totalIncludingGstCents : row.totalExcludingGstCents;

const reference = (row: InvoiceRow, inclusive: boolean): BillReference => ({
  invoiceId: row.invoiceId,
  billDate: row.billDate,
  amount: billAmount(row, inclusive),
});

/**
 * GET …/invoices/{invoiceId}/changes: what differs from the account's bill before it, in
 * plain words. Looked up with the account in the path, so another account's bill is the
 * same 404 as one that does not exist.
 */
export async function getBillChanges(
  db: Db,
  accountCode: string,
  invoiceId: string,
): Promise<BillChanges> {
  const [bill] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.invoiceId, invoiceId), eq(invoices.accountCode, accountCode)));
  if (bill === undefined) throw AppError.notFound('We could not find that invoice.');
  const [previous] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.accountCode, accountCode), lt(invoices.billDate, bill.billDate)))
    .orderBy(desc(invoices.billDate))
    .limit(1);
  const inclusive = await findGstDisplay(db, accountCode);
  const answer = {
    bill: reference(bill, inclusive),
    displayGstInclusiveValues: inclusive,
  };
  if (previous === undefined) {
    return { ...answer, previous: null, difference: 0, changes: [] };
  }
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, [bill.invoiceId, previous.invoiceId]))
    .orderBy(asc(invoiceLines.sortOrder));
  const linesOf = (id: string): BillLine[] =>
    lines
      .filter((line) => line.invoiceId === id)
      .map((line) => ({
        serviceGroup: line.serviceGroup,
        serviceEntity: line.serviceEntity,
        description: line.description,
        quantity: line.quantity,
        amountCents: inclusive ? line.amountIncludingGstCents : line.amountExcludingGstCents,
      }));
  const changes = explainBillChanges(linesOf(previous.invoiceId), linesOf(bill.invoiceId));
  return {
    ...answer,
    previous: reference(previous, inclusive),
    difference: billAmount(bill, inclusive) - billAmount(previous, inclusive),
    changes: changes.map(({ differenceCents, ...change }) => ({
      ...change,
      title: serviceGroupTitle(change.serviceGroup, change.serviceEntity),
      difference: differenceCents,
    })),
  };
}
