import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { PaymentArrangement, PaymentHelp, UnpaidBill } from '@portal/contracts';
import {
  extensionRefusal,
  instalmentStates,
  latestExtensionDate,
  planInstalments,
  type PlanFrequency,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { accountTransactions, invoices, paymentArrangements } from '../../db/schema';
import { findSettlement, toInvoiceSummary } from '../billing';

export type ArrangementRow = typeof paymentArrangements.$inferSelect;

/** What has been paid to the account since an instant: payments net of any reversed. */
export async function paidSince(db: Db, accountCode: string, since: Date): Promise<number> {
  const rows = await db
    .select({ amountCents: accountTransactions.amountCents })
    .from(accountTransactions)
    .where(
      and(
        eq(accountTransactions.accountCode, accountCode),
        eq(accountTransactions.transactionType, 'Payment'),
        gte(accountTransactions.occurredAt, since),
      ),
    );
  return -rows.reduce((sum, row) => sum + row.amountCents, 0);
}

/** A plan's instalments as they stand today, from the payments since it began. */
export async function planStates(db: Db, row: ArrangementRow, today: string) {
  if (row.frequency === null || row.instalmentCount === null || row.firstDueDate === null) {
    return [];
  }
  const instalments = planInstalments(
    row.amountCents,
    row.frequency as PlanFrequency,
    row.instalmentCount,
    row.firstDueDate,
  );
  return instalmentStates(instalments, await paidSince(db, row.accountCode, row.createdAt), today);
}

/** An arrangement as the customer and staff see it; `paidOff` tells whether its bill is paid. */
export async function toArrangement(
  db: Db,
  row: ArrangementRow,
  today: string,
  outstanding: ReadonlyMap<string, number>,
): Promise<PaymentArrangement> {
  const instalments = row.kind === 'plan' ? await planStates(db, row, today) : [];
  const done =
    row.kind === 'plan'
      ? instalments.every((instalment) => instalment.state === 'paid')
      : (outstanding.get(row.invoiceId ?? '') ?? 0) <= 0;
  return {
    arrangementId: row.id,
    kind: row.kind === 'plan' ? 'plan' : 'extension',
    status: row.status === 'cancelled' ? 'cancelled' : done ? 'completed' : 'active',
    invoiceId: row.invoiceId,
    amount: row.amountCents,
    newDueDate: row.newDueDate,
    frequency: (row.frequency as PlanFrequency | null) ?? null,
    instalments: instalments.map(({ number, dueDate, amountCents, state }) => ({
      number,
      dueDate,
      amount: amountCents,
      state,
    })),
    createdAt: row.createdAt.toISOString(),
    setUpByStaff: row.createdByStaff,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
  };
}

/** GET …/paymentArrangements: what is owed and overdue, the unpaid bills, every arrangement. */
export async function findPaymentHelp(db: Db, accountCode: string): Promise<PaymentHelp> {
  const settlement = await findSettlement(db, accountCode);
  const { today } = settlement;
  const bills = await db
    .select()
    .from(invoices)
    .where(eq(invoices.accountCode, accountCode))
    .orderBy(asc(invoices.billDate));
  const rows = await db
    .select()
    .from(paymentArrangements)
    .where(eq(paymentArrangements.accountCode, accountCode))
    .orderBy(desc(paymentArrangements.createdAt));
  const everExtended = new Set(
    rows.filter((row) => row.kind === 'extension').map((row) => row.invoiceId),
  );
  const unpaidBills: UnpaidBill[] = bills
    .map((bill) => ({ bill, summary: toInvoiceSummary(bill, settlement) }))
    .filter(({ summary }) => summary.status !== 'Paid')
    .map(({ bill, summary }) => {
      const outstanding = settlement.outstanding.get(bill.invoiceId) ?? 0;
      const latestNewDate = latestExtensionDate(bill.dueDate);
      return {
        invoiceId: bill.invoiceId,
        billDate: bill.billDate,
        dueDate: bill.dueDate,
        extendedTo: summary.extendedTo ?? null,
        outstanding,
        status: summary.status,
        latestNewDate,
        canExtend:
          extensionRefusal({
            outstandingCents: outstanding,
            dueDate: bill.dueDate,
            alreadyExtended: everExtended.has(bill.invoiceId),
            newDate: latestNewDate,
            today,
          }) === null,
      };
    })
    .filter((bill) => bill.outstanding > 0);
  const sum = (list: readonly UnpaidBill[]) => list.reduce((total, b) => total + b.outstanding, 0);
  return {
    today,
    balance: settlement.balance,
    unpaid: sum(unpaidBills),
    overdue: sum(unpaidBills.filter((bill) => bill.status === 'Overdue')),
    unpaidBills,
    arrangements: await Promise.all(
      rows.map((row) => toArrangement(db, row, today, settlement.outstanding)),
    ),
  };
}

/** One arrangement of the account, or undefined. */
export async function findArrangementRow(
  db: Db,
  accountCode: string,
  arrangementId: string,
): Promise<ArrangementRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentArrangements)
    .where(
      and(
        eq(paymentArrangements.accountCode, accountCode),
        inArray(paymentArrangements.id, [arrangementId]),
      ),
    );
  return row;
}
