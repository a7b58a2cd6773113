import {
  accountTransactions,
  billDates,
  invoiceLines as invoiceLinesTable,
  invoices,
  payments,
  recurringPaymentMethods,
} from '../schema';
import type { SeedContext } from './context';
import { addDays, nzInstant } from './dates';
import { demoAccount, invoiceDatesOf, previousBillDate } from './demo-accounts';
import { insertRows } from './insert';
import { invoiceLines, loadUsageCharges, periodOf, type BillingInputs } from './invoice-lines';
import { excludingGst } from './money';
import type { PowerUsage } from './power';

/** How and when each account pays: days after the bill date. */
const PAYERS: Readonly<Record<string, { method: string; afterDays: number }>> = {
  '30000001': { method: 'DirectDebit', afterDays: 14 },
  '30000002': { method: 'OnlineBanking', afterDays: 10 },
  '30000201': { method: 'BankTransfer', afterDays: 18 },
  '30000301': { method: 'BankTransfer', afterDays: 19 },
  '30000401': { method: 'CreditCard', afterDays: 3 },
};

type Entry = typeof accountTransactions.$inferInsert;

export async function seedBilling(context: SeedContext, powerUsage: PowerUsage): Promise<void> {
  const { db, todayDate } = context;
  const inputs: BillingInputs = { todayDate, powerUsage, usageCharges: await loadUsageCharges(db) };
  for (const code of Object.keys(PAYERS)) await seedAccountBilling(context, code, inputs);
  await insertRows(db, recurringPaymentMethods, [
    {
      accountCode: '30000001',
      recurringPaymentType: 'DirectDebit',
      directDebitPayee: 'Aroha Ngata',
      directDebitAccountName: 'A R Ngata',
      bankCode: '12',
      bankBranch: '3012',
      bankAccount: '0456789',
      bankSuffix: '00',
      updatedAt: nzInstant('2024-02-01', 10),
    },
    ...['30000201', '30000301', '30000401'].map((accountCode) => ({
      accountCode,
      recurringPaymentType: 'Manual',
      updatedAt: nzInstant('2024-02-01', 10),
    })),
  ]);
}

async function seedAccountBilling(
  { db, today, todayDate, random }: SeedContext,
  code: string,
  inputs: BillingInputs,
): Promise<void> {
  const schedule = demoAccount(code).schedule;
  const payer = PAYERS[code];
  if (schedule === null || payer === undefined) return;
  const dates = invoiceDatesOf(code, todayDate);
  const invoiceRows: (typeof invoices.$inferInsert)[] = [];
  const lineRows: (typeof invoiceLinesTable.$inferInsert)[] = [];
  const paymentRows: (typeof payments.$inferInsert)[] = [];
  const ledger: Entry[] = [];
  for (const [index, billDate] of dates.entries()) {
    const previous = dates[index - 1] ?? previousBillDate(schedule, billDate);
    const lines = invoiceLines(periodOf(code, billDate, previous), inputs);
    const total = lines.reduce((sum, l) => sum + l.cents, 0);
    const totalExcl = lines.reduce((sum, l) => sum + excludingGst(l.cents), 0);
    const invoiceId = `${code}-${billDate.replaceAll('-', '')}`;
    const dueDate = addDays(billDate, code === '30000401' ? 10 : 14);
    const paidAt = nzInstant(addDays(billDate, payer.afterDays), 10);
    const paid = paidAt <= today;
    invoiceRows.push({
      invoiceId,
      accountCode: code,
      billDate,
      periodStart: previous,
      periodEnd: addDays(billDate, -1),
      dueDate,
      openingBalanceCents: 0,
      totalIncludingGstCents: total,
      totalExcludingGstCents: totalExcl,
      gstCents: total - totalExcl,
      status: paid ? 'Paid' : dueDate < todayDate ? 'Overdue' : 'Issued',
      createdAt: nzInstant(billDate, 2),
    });
    lines.forEach((l, sortOrder) =>
      lineRows.push({
        invoiceId,
        serviceGroup: l.serviceGroup,
        serviceEntity: l.serviceEntity,
        description: l.description,
        quantity: l.quantity,
        amountIncludingGstCents: l.cents,
        amountExcludingGstCents: excludingGst(l.cents),
        sortOrder,
      }),
    );
    ledger.push(
      entry(code, 'Invoice', nzInstant(billDate, 2), `Invoice ${invoiceId}`, total, { invoiceId }),
    );
    // One goodwill credit on the household account; the next payment is that much less.
    const credited = code === '30000001' && index === 6;
    if (credited) {
      ledger.push(
        entry(code, 'Credit', nzInstant(addDays(billDate, 1), 11), 'Loyalty credit', -2000, {}),
      );
    }
    if (!paid) continue;
    const paymentId = random.uuid();
    const amount = credited ? total - 2000 : total;
    paymentRows.push({
      paymentId,
      accountCode: code,
      method: payer.method,
      amountCents: amount,
      status: 'Approved',
      paidAt,
    });
    ledger.push(
      entry(code, 'Payment', paidAt, describePayment(payer.method), -amount, { paymentId }),
    );
  }
  // Running balance in time order (a final bill can land before the previous payment).
  ledger.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  let balance = 0;
  for (const row of ledger) {
    const invoice = invoiceRows.find((candidate) => candidate.invoiceId === row.invoiceId);
    if (invoice !== undefined) invoice.openingBalanceCents = balance;
    balance += row.amountCents;
    row.balanceAfterCents = balance;
  }
  await insertRows(db, invoices, invoiceRows);
  await insertRows(db, invoiceLinesTable, lineRows);
  await insertRows(db, payments, paymentRows);
  await insertRows(db, accountTransactions, ledger);
  await insertRows(
    db,
    billDates,
    dates.map((billDate) => ({ accountCode: code, billDate })),
  );
}

function entry(
  accountCode: string,
  transactionType: string,
  occurredAt: Date,
  description: string,
  amountCents: number,
  links: { invoiceId?: string; paymentId?: string },
): Entry {
  return {
    accountCode,
    transactionType,
    occurredAt,
    description,
    amountCents,
    balanceAfterCents: 0,
    ...links,
  };
}

function describePayment(method: string): string {
  switch (method) {
    case 'DirectDebit':
      return 'Direct debit payment - thank you';
    case 'CreditCard':
      return 'Card payment - thank you';
    case 'OnlineBanking':
      return 'Online banking payment - thank you';
    default:
      return 'Bank transfer - thank you';
  }
}
