import { and, asc, eq } from 'drizzle-orm';
import type { InvoiceDetail } from '@portal/contracts';
import type { Db } from '../../db/client';
import { accounts, invoiceLines, invoices } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { displaysGstInclusive } from '../accounts';
import { groupInvoiceLines } from './group-invoice-lines';
import { findSettlement, toInvoiceSummary } from './invoice-summary';

/**
 * GET …/invoices/{invoiceId}. The invoice is looked up together with the account in the
 * path, so another account's invoice is the same 404 as one that does not exist.
 */
export async function getInvoice(
  db: Db,
  accountCode: string,
  invoiceId: string,
): Promise<InvoiceDetail> {
  const [found] = await db
    .select({
      invoice: invoices,
      accountName: accounts.accountName,
      businessGroup: accounts.businessGroup,
      displayGstInclusiveValues: accounts.displayGstInclusiveValues,
    })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.accountCode, invoices.accountCode))
    .where(and(eq(invoices.invoiceId, invoiceId), eq(invoices.accountCode, accountCode)));
  if (found === undefined) throw AppError.notFound('We could not find that invoice.');
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.sortOrder));
  return {
    ...toInvoiceSummary(found.invoice, await findSettlement(db, accountCode)),
    accountCode,
    accountName: found.accountName,
    openingBalance: found.invoice.openingBalanceCents,
    amountDue: found.invoice.openingBalanceCents + found.invoice.totalIncludingGstCents,
    groups: groupInvoiceLines(lines),
    displayGstInclusiveValues: displaysGstInclusive(found),
  };
}
