import { desc, eq } from 'drizzle-orm';
import type { BillingSummary } from '@portal/contracts';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema';
import { findSettlement, overdueCents, toInvoiceSummary } from './invoice-summary';

/**
 * GET …/billingSummary: the balance is the running balance of the ledger's latest entry
 * (0 with no entries), the last bill is the newest invoice.
 */
export async function getBillingSummary(db: Db, accountCode: string): Promise<BillingSummary> {
  // One read of the ledger gives both the balance and what each bill still owes.
  const settlement = await findSettlement(db, accountCode);
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.accountCode, accountCode))
    .orderBy(desc(invoices.billDate));
  const [newest] = rows;
  const overdue = overdueCents(rows, settlement);
  if (newest === undefined) return { balance: settlement.balance, overdue, lastBill: null };
  const bill = toInvoiceSummary(newest, settlement);
  return {
    balance: settlement.balance,
    overdue,
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
