import { desc, eq } from 'drizzle-orm';
import type { BillingSummary } from '@portal/contracts';
import type { Db } from '../../db/client';
import { accountTransactions, invoices } from '../../db/schema';
import { findSettlement, toInvoiceSummary } from './invoice-summary';

/**
 * GET …/billingSummary: the balance is the running balance of the ledger's latest entry
 * (0 with no entries), the last bill is the newest invoice.
 */
export async function getBillingSummary(db: Db, accountCode: string): Promise<BillingSummary> {
  const [latest] = await db
    .select({ balance: accountTransactions.balanceAfterCents })
    .from(accountTransactions)
    .where(eq(accountTransactions.accountCode, accountCode))
    .orderBy(desc(accountTransactions.occurredAt), desc(accountTransactions.id))
    .limit(1);
  const [newest] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.accountCode, accountCode))
    .orderBy(desc(invoices.billDate))
    .limit(1);
  if (newest === undefined) return { balance: latest?.balance ?? 0, lastBill: null };
  const bill = toInvoiceSummary(newest, await findSettlement(db, accountCode));
  return {
    balance: latest?.balance ?? 0,
    lastBill: {
      invoiceId: bill.invoiceId,
      billDate: bill.billDate,
      dueDate: bill.dueDate,
      amountIncludingGst: bill.amountIncludingGst,
      amountExcludingGst: bill.amountExcludingGst,
      status: bill.status,
    },
  };
}
