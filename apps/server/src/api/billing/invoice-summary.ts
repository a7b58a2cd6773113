import { and, asc, eq } from 'drizzle-orm';
import type { InvoiceSummary } from '@portal/contracts';
import { invoiceState, outstandingByInvoice, toNzDateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import { accountTransactions, paymentArrangements, type invoices } from '../../db/schema';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * What is left to pay on each of the account's bills, from its ledger: the one place a
 * bill's Paid, Unpaid or Overdue comes from, so the dashboard, the bill history and the
 * invoice agree, and a payment made today shows on all three.
 */
export async function findSettlement(db: Db, accountCode: string): Promise<Settlement> {
  const ledger = await db
    .select({
      amountCents: accountTransactions.amountCents,
      invoiceId: accountTransactions.invoiceId,
      balanceAfterCents: accountTransactions.balanceAfterCents,
    })
    .from(accountTransactions)
    .where(eq(accountTransactions.accountCode, accountCode))
    .orderBy(asc(accountTransactions.occurredAt), asc(accountTransactions.id));
  const extensions = await db
    .select({ invoiceId: paymentArrangements.invoiceId, to: paymentArrangements.newDueDate })
    .from(paymentArrangements)
    .where(
      and(
        eq(paymentArrangements.accountCode, accountCode),
        eq(paymentArrangements.kind, 'extension'),
        eq(paymentArrangements.status, 'active'),
      ),
    );
  const extendedTo = new Map<string, string>();
  for (const extension of extensions) {
    if (extension.invoiceId !== null && extension.to !== null) {
      extendedTo.set(extension.invoiceId, extension.to);
    }
  }
  return {
    outstanding: outstandingByInvoice(ledger),
    extendedTo,
    balance: ledger.at(-1)?.balanceAfterCents ?? 0,
    today: toNzDateKey(new Date()),
  };
}

export interface Settlement {
  readonly outstanding: ReadonlyMap<string, number>;
  /** Bills given more time (decision 061): their new due date, which Overdue is judged by. */
  readonly extendedTo: ReadonlyMap<string, string>;
  /** The running balance after the ledger's latest entry (0 with no entries). */
  readonly balance: number;
  readonly today: string;
}

/** An invoice row as the bill history shows it; shared by the list, the detail and the summary. */
export function toInvoiceSummary(row: InvoiceRow, settlement: Settlement): InvoiceSummary {
  // A bill the ledger does not know (imported without its entry) keeps its stored state.
  const outstanding = settlement.outstanding.get(row.invoiceId);
  const extendedTo = settlement.extendedTo.get(row.invoiceId) ?? null;
  return {
    invoiceId: row.invoiceId,
    billDate: row.billDate,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    dueDate: row.dueDate,
    amountIncludingGst: row.totalIncludingGstCents,
    amountExcludingGst: row.totalExcludingGstCents,
    gst: row.gstCents,
    status:
      outstanding === undefined
        ? storedStatus(row.status)
        : invoiceState(outstanding, extendedTo ?? row.dueDate, settlement.today),
    extendedTo,
  };
}

/** Left to pay on the bills past their due date (or the date they were given instead). */
export function overdueCents(rows: readonly InvoiceRow[], settlement: Settlement): number {
  return rows
    .map((row) => toInvoiceSummary(row, settlement))
    .filter((bill) => bill.status === 'Overdue')
    .reduce((sum, bill) => sum + (settlement.outstanding.get(bill.invoiceId) ?? 0), 0);
}

function storedStatus(status: string): InvoiceSummary['status'] {
  return status === 'Paid' || status === 'Overdue' ? status : 'Issued';
}
