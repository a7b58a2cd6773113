import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  invoiceListSchema,
  paymentArrangementSchema,
  paymentHelpSchema,
  billingSummarySchema,
  type PaymentHelp,
} from '@portal/contracts';
import { addDays } from '@portal/domain';
import { paymentArrangements } from '../../db/schema';
import { dishonourLatestDirectDebit } from '../../dev/dishonour-direct-debit';
import { raiseDueAlerts } from '../../jobs/alerts';
import { notices } from '../../db/schema';
import { appForTests } from '../../test/test-app';
import { accessMatrix, HOLDERS_MAY, NON_OWNERS_REFUSED } from '../../test/access-matrix';

const AROHA = 'aroha@example.nz';
const STAFF = 'sam.sales@example.nz';
const URL = '/api/accounts/30000001/paymentArrangements';

describe('having trouble paying, for Aroha after a dishonoured direct debit', () => {
  const { testApp, people } = appForTests({ seed: true }, 300_000);
  const db = () => testApp.database.db;
  const helpOf = async (email = AROHA): Promise<PaymentHelp> =>
    paymentHelpSchema.parse(await people.data(email, URL));
  const post = (json: unknown, email = AROHA) =>
    people.call(email, { method: 'POST', url: URL, json });
  const rows = () =>
    db().select().from(paymentArrangements).where(eq(paymentArrangements.accountCode, '30000001'));

  it('shows nothing overdue until the direct debit comes back, then the bill is Overdue', async () => {
    const before = await helpOf();
    expect(before.overdue).toBe(0);
    const dishonoured = await dishonourLatestDirectDebit(db(), '30000001');
    const after = await helpOf();
    expect(after.overdue).toBe(dishonoured.amountCents);
    const bill = after.unpaidBills.find((b) => b.invoiceId === dishonoured.invoiceId);
    expect(bill).toMatchObject({ status: 'Overdue', outstanding: dishonoured.amountCents });
    const summary = billingSummarySchema.parse(
      await people.data(AROHA, '/api/visibill/v2/accounts/30000001/billingSummary'),
    );
    expect(summary.overdue).toBe(dishonoured.amountCents);
  });

  it('refuses bad requests with a clear message and changes nothing', async () => {
    const help = await helpOf();
    const overdue = help.unpaidBills.find((b) => b.status === 'Overdue');
    const upcoming = help.unpaidBills.find((b) => b.canExtend);
    if (overdue === undefined || upcoming === undefined) throw new Error('no bills to test');
    // The dishonoured bill is more than 14 days past due: only a plan can help.
    expect(overdue.canExtend).toBe(false);
    const pastIt = await post({
      kind: 'extension',
      invoiceId: overdue.invoiceId,
      newDueDate: addDays(help.today, 1),
    });
    expect(pastIt.statusCode).toBe(400);
    expect(pastIt.json<{ message: string }>().message).toMatch(/more than 14 days past/);
    const tooLate = await post({
      kind: 'extension',
      invoiceId: upcoming.invoiceId,
      newDueDate: addDays(upcoming.latestNewDate, 1),
    });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json<{ message: string }>().message).toMatch(/Choose a date up to/);
    const tooMany = await post({
      kind: 'plan',
      covers: 'overdue',
      frequency: 'monthly',
      instalments: 7,
      firstDueDate: help.today,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toMatch(/Choose between 2 and 6 monthly/);
    const farFirst = await post({
      kind: 'plan',
      covers: 'overdue',
      frequency: 'weekly',
      instalments: 4,
      firstDueDate: addDays(help.today, 15),
    });
    expect(farFirst.statusCode).toBe(400);
    const paidBill = await post({
      kind: 'extension',
      invoiceId: '30000001-NOPE',
      newDueDate: addDays(help.today, 3),
    });
    expect(paidBill.statusCode).toBe(404);
    expect(await rows()).toEqual([]);
  });

  it('refuses a plan when nothing is owed (Liam pays by hand, on time)', async () => {
    const liam = paymentHelpSchema.parse(
      await people.data('liam@example.nz', '/api/accounts/30000401/paymentArrangements'),
    );
    const response = await people.call('liam@example.nz', {
      method: 'POST',
      url: '/api/accounts/30000401/paymentArrangements',
      json: {
        kind: 'plan',
        covers: 'overdue',
        frequency: 'weekly',
        instalments: 2,
        firstDueDate: liam.today,
      },
    });
    expect(liam.overdue).toBe(0);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/Nothing is overdue/);
  });

  it('lets the read-only user and another customer set nothing up', async () => {
    const help = await helpOf('mere@example.nz');
    const plan = {
      kind: 'plan',
      covers: 'overdue',
      frequency: 'weekly',
      instalments: 4,
      firstDueDate: help.today,
    };
    expect((await post(plan, 'mere@example.nz')).statusCode).toBe(403);
    expect((await post(plan, 'ben@example.nz')).statusCode).toBe(403);
    expect((await people.call('ben@example.nz', { url: URL })).statusCode).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it('gives a bill more time once, and the bill shows its new date', async () => {
    const help = await helpOf();
    const bill = help.unpaidBills.find((b) => b.canExtend);
    if (bill === undefined) throw new Error('no bill to give more time');
    const asked = { kind: 'extension', invoiceId: bill.invoiceId, newDueDate: bill.latestNewDate };
    const [first, second] = await Promise.all([post(asked), post(asked)]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const made = paymentArrangementSchema.parse(first.json<{ data: unknown }>().data);
    expect(
      paymentArrangementSchema.parse(second.json<{ data: unknown }>().data).arrangementId,
    ).toBe(made.arrangementId);
    expect(first.json<{ message: string }>().message).toMatch(/You now have until/);
    const extendedOf = async () =>
      invoiceListSchema
        .parse(await people.data(AROHA, '/api/visibill/v2/accounts/30000001/invoices'))
        .invoices.find((i) => i.invoiceId === bill.invoiceId);
    expect(await extendedOf()).toMatchObject({ status: 'Issued', extendedTo: bill.latestNewDate });
    const again = await post({ ...asked, newDueDate: addDays(bill.latestNewDate, -1) });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/already had more time/);
    expect(
      (await helpOf()).unpaidBills.find((b) => b.invoiceId === bill.invoiceId)?.canExtend,
    ).toBe(false);
    // Cancelled, the bill goes back to its own due date.
    const cancelled = await people.call(AROHA, {
      method: 'POST',
      url: `${URL}/${made.arrangementId}/cancel`,
      json: {},
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await extendedOf())?.extendedTo).toBeNull();
    expect(await rows()).toHaveLength(1);
  });

  it('sets up one plan on a double click, with instalments adding up to what is owed', async () => {
    const help = await helpOf();
    const plan = {
      kind: 'plan',
      covers: 'unpaid',
      frequency: 'fortnightly',
      instalments: 3,
      firstDueDate: help.today,
    };
    const answers = await Promise.all([post(plan), post(plan)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [made, twin] = answers.map((a) =>
      paymentArrangementSchema.parse(a.json<{ data: unknown }>().data),
    );
    expect(twin?.arrangementId).toBe(made?.arrangementId);
    expect(made?.amount).toBe(help.unpaid);
    expect(made?.instalments.reduce((sum, i) => sum + i.amount, 0)).toBe(help.unpaid);
    expect(made?.instalments.map((i) => i.state)).toEqual(['due', 'due', 'due']);
    expect((await rows()).filter((row) => row.kind === 'plan')).toHaveLength(1);
    const different = await post({ ...plan, instalments: 4 });
    expect(different.statusCode).toBe(409);
    expect(different.json<{ message: string }>().message).toMatch(/already have a payment plan/);
  });

  it('raises one notice per missed instalment, a grace day after its date', async () => {
    const [plan] = (await rows()).filter((row) => row.kind === 'plan' && row.status === 'active');
    if (plan === undefined) throw new Error('no plan');
    const context = { db: db(), brand: testApp.config.brand, publicUrl: testApp.config.publicUrl };
    const missedDay = new Date(`${addDays(plan.firstDueDate ?? '', 2)}T12:00:00+13:00`);
    const log = { info: () => undefined } as never;
    await raiseDueAlerts({ ...context, log }, missedDay);
    await raiseDueAlerts({ ...context, log }, missedDay);
    const told = await db().select().from(notices).where(eq(notices.kind, 'payment-arrangement'));
    expect(told.map((notice) => notice.dedupeKey)).toEqual([`payment-arrangement:${plan.id}:1`]);
  });

  it('lets staff end the plan only with a reason, and Aroha sees why', async () => {
    const [plan] = (await rows()).filter((row) => row.kind === 'plan' && row.status === 'active');
    if (plan === undefined) throw new Error('no plan');
    const cancel = (json: unknown, email = STAFF) =>
      people.call(email, { method: 'POST', url: `${URL}/${plan.id}/cancel`, json });
    expect((await cancel({}, 'mere@example.nz')).statusCode).toBe(403);
    expect((await cancel({})).statusCode).toBe(400);
    const ended = await cancel({ reason: 'Customer asked by phone to pay in full' });
    expect(ended.statusCode).toBe(200);
    const mine = (await helpOf()).arrangements.find((a) => a.arrangementId === plan.id);
    expect(mine).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Customer asked by phone to pay in full',
    });
  });
});

describe('who may use payment arrangements of 30000001', () => {
  accessMatrix().rows([
    { request: { url: URL }, expected: { ...HOLDERS_MAY, prepayCustomer: 403 } },
    {
      name: 'POST a plan (bad body, so nobody changes anything)',
      request: { method: 'POST', url: URL, json: { kind: 'plan' } },
      expected: { ...NON_OWNERS_REFUSED, owner: 400, staff: 400 },
    },
  ]);
});
