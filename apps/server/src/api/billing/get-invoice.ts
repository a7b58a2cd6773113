import { and, asc, eq } from 'drizzle-orm';
import type { InvoiceDetail, InvoiceServiceGroup } from '@portal/contracts';
import type { Db } from '../../db/client';
import { accounts, invoiceLines, invoices } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { displaysGstInclusive } from './gst-display';
import { toInvoiceSummary } from './invoice-summary';
import { serviceGroupTitle } from './service-group-title';

type LineRow = typeof invoiceLines.$inferSelect;

/** Lines in their invoice order, gathered per service (group and entity) where it first appears. */
function groupLines(lines: LineRow[]): InvoiceServiceGroup[] {
  const groups = new Map<string, InvoiceServiceGroup>();
  for (const line of lines) {
    const key = `${line.serviceGroup}\u0000${line.serviceEntity ?? ''}`;
    let group = groups.get(key);
    if (group === undefined) {
      group = {
        serviceGroup: line.serviceGroup,
        serviceEntity: line.serviceEntity,
        title: serviceGroupTitle(line.serviceGroup, line.serviceEntity),
        lines: [],
        subtotalIncludingGst: 0,
        subtotalExcludingGst: 0,
      };
      groups.set(key, group);
    }
    group.lines.push({
      description: line.description,
      quantity: line.quantity,
      amountIncludingGst: line.amountIncludingGstCents,
      amountExcludingGst: line.amountExcludingGstCents,
    });
    group.subtotalIncludingGst += line.amountIncludingGstCents;
    group.subtotalExcludingGst += line.amountExcludingGstCents;
  }
  return [...groups.values()];
}

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
    ...toInvoiceSummary(found.invoice),
    accountCode,
    accountName: found.accountName,
    openingBalance: found.invoice.openingBalanceCents,
    amountDue: found.invoice.openingBalanceCents + found.invoice.totalIncludingGstCents,
    groups: groupLines(lines),
    displayGstInclusiveValues: displaysGstInclusive(found),
  };
}
