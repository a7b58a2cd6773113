import { desc, eq } from 'drizzle-orm';
import type { InvoiceList } from '@portal/contracts';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { findGstDisplay } from '../accounts';
import { findSettlement, toInvoiceSummary } from './invoice-summary';

/** GET …/invoices: the account's bills, newest first, and how it sees GST. */
export async function findInvoices(db: Db, accountCode: string): Promise<InvoiceList> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.accountCode, accountCode))
    .orderBy(desc(invoices.billDate));
  const settlement = await findSettlement(db, accountCode);
  return {
    displayGstInclusiveValues: await findGstDisplay(db, accountCode),
    invoices: rows.map((row) => toInvoiceSummary(row, settlement)),
  };
}
