import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  billingSummarySchema,
  cardTransactionSchema,
  invoiceDetailSchema,
  invoiceListSchema,
  paymentResultSchema,
  type InvoiceStatus,
} from '@portal/contracts';
import { addDays, toNzDateKey } from '@portal/domain';
import { emailOf } from '../../../../../test-support/personas';
import { accountTransactions, invoices } from '../../db/schema';
import { appForTests } from '../../test/test-app';
import { CARDS, dataOf, newKey, signIn, submitCard, type Person } from '../payments/testing';

/**
 * Issue 24 item 2: a bill's state is one fact. The dashboard's summary, the bill history
 * and the invoice say the same of Kiri's newest bill, and after she pays what she owes all
 * three say Paid, without anyone marking the bill. The bill is issued here as the billing
 * run would (it is not the portal's to make), so the test does not hang on which demo bills
 * happen to be paid on the day it runs.
 */
const { testApp } = appForTests({ seed: true });
let kiri: Person;
const BILLS = '/api/visibill/v2/accounts/30000301';
const PAYMENTS = '/api/payments/v2/accounts/30000301';

const BILL = { cents: 11_500, excl: 10_000 };

/** Today's bill for $115.00, due in 14 days, and its ledger entry, as the billing run writes them. */
async function issueTodaysBill(): Promise<void> {
  const db = testApp.database.db;
  const today = toNzDateKey(new Date());
  const invoiceId = `30000301-TEST-${today}`;
  const [last] = await db
    .select({ balance: accountTransactions.balanceAfterCents })
    .from(accountTransactions)
    .where(eq(accountTransactions.accountCode, '30000301'))
    .orderBy(desc(accountTransactions.occurredAt), desc(accountTransactions.id))
    .limit(1);
  const opening = last?.balance ?? 0;
  await db.insert(invoices).values({
    invoiceId,
    accountCode: '30000301',
    billDate: today,
    periodStart: addDays(today, -30),
    periodEnd: addDays(today, -1),
    dueDate: addDays(today, 14),
    openingBalanceCents: opening,
    totalIncludingGstCents: BILL.cents,
    totalExcludingGstCents: BILL.excl,
    gstCents: BILL.cents - BILL.excl,
    status: 'Issued',
  });
  await db.insert(accountTransactions).values({
    accountCode: '30000301',
    transactionType: 'Invoice',
    occurredAt: new Date(),
    description: `Invoice ${invoiceId}`,
    amountCents: BILL.cents,
    balanceAfterCents: opening + BILL.cents,
    invoiceId,
  });
}

beforeAll(async () => {
  kiri = await signIn(testApp, emailOf('otherCustomer'));
  await issueTodaysBill();
});

async function statesOfNewestBill(): Promise<{ balance: number; states: InvoiceStatus[] }> {
  const summary = dataOf(await kiri({ url: `${BILLS}/billingSummary` }), billingSummarySchema);
  const list = dataOf(await kiri({ url: `${BILLS}/invoices` }), invoiceListSchema);
  const newest = list.invoices[0];
  if (summary.lastBill === null || newest === undefined) throw new Error('Kiri has no bills');
  const invoice = dataOf(
    await kiri({ url: `${BILLS}/invoices/${newest.invoiceId}` }),
    invoiceDetailSchema,
  );
  expect(summary.lastBill.invoiceId).toBe(newest.invoiceId);
  return {
    balance: summary.balance,
    states: [summary.lastBill.status, newest.status, invoice.status],
  };
}

describe('the state of a bill', () => {
  it('reads the same on the dashboard, in the bill history and on the invoice, and follows a payment', async () => {
    const before = await statesOfNewestBill();
    expect(before.balance).toBeGreaterThanOrEqual(BILL.cents);
    expect(before.states).toEqual(['Issued', 'Issued', 'Issued']);

    const created = dataOf(
      await kiri({
        method: 'POST',
        url: `${PAYMENTS}/transactions`,
        json: { amount: before.balance, saveCard: false },
        key: newKey(),
      }),
      cardTransactionSchema,
    );
    expect((await submitCard(testApp, created.links, CARDS.visaApproved)).status).toBe('Approved');
    const result = dataOf(
      await kiri({
        method: 'POST',
        url: `${PAYMENTS}/transactions/${created.transactionLocalId}/process`,
      }),
      paymentResultSchema,
    );
    expect(result.balanceAfter).toBe(0);

    const after = await statesOfNewestBill();
    expect(after).toEqual({ balance: 0, states: ['Paid', 'Paid', 'Paid'] });
  });
});
