import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smoothPayArrangementSchema, smoothPaySchema, type SmoothPay } from '@portal/contracts';
import { addCalendarMonths, smoothPayQuote, toNzDateKey } from '@portal/domain';
import { emailOf } from '../../../../../test-support/personas';
import { auditLog, notices, smoothPayArrangements, smoothPayReviews } from '../../db/schema';
import { appForTests } from '../../test/test-app';
import { dataOf, signIn, type Person } from '../payments/testing';
import { reviewSmoothPay } from './review-smooth-pay';

const { testApp } = appForTests({ seed: true });

let aroha: Person;
let mere: Person;
let kiri: Person;
let sam: Person;
beforeAll(async () => {
  [aroha, mere, kiri, sam] = await Promise.all([
    signIn(testApp, emailOf('owner')),
    signIn(testApp, emailOf('readUser')),
    signIn(testApp, emailOf('otherCustomer')),
    signIn(testApp, emailOf('staff')),
  ]);
});

const URL = '/api/accounts/30000001/smoothPay';
const smoothPayOf = async (who: Person, url = URL): Promise<SmoothPay> =>
  dataOf(await who({ url }), smoothPaySchema);
const rowsOf = (accountCode: string) =>
  testApp.database.db
    .select()
    .from(smoothPayArrangements)
    .where(eq(smoothPayArrangements.accountCode, accountCode));
const settings = () => ({ brand: testApp.config.brand, publicUrl: testApp.config.publicUrl });

describe('smooth pay for 30000001', () => {
  it('quotes each frequency from the last 12 months of bills and the balance', async () => {
    const answer = await smoothPayOf(aroha);
    expect(answer.arrangement).toBeNull();
    expect(answer.bills).toHaveLength(12);
    expect(answer.quotes.map((quote) => quote.frequency)).toEqual([
      'weekly',
      'fortnightly',
      'monthly',
    ]);
    const monthly = answer.quotes.find((quote) => quote.frequency === 'monthly');
    const bills = answer.bills.map((bill) => ({ ...bill, totalCents: bill.total }));
    const expected = smoothPayQuote(bills, monthly?.balance ?? 0, 'monthly', answer.today);
    expect(monthly).toMatchObject({
      amount: expected?.amountCents,
      billsTotal: answer.bills.reduce((sum, bill) => sum + bill.total, 0),
      scaledToYear: false,
    });
    expect(monthly?.amount).toBeGreaterThan(0);
    expect(monthly?.basis).toContain('Your 12 bills from the last 12 months came to');
    // Her newest bill is not due yet: it is among the 12, so it is not owed a second time.
    expect(monthly?.balance).toBe(0);
    expect(monthly?.amount).toBe(
      Math.ceil(answer.bills.reduce((sum, b) => sum + b.total, 0) / 1_200) * 100,
    );
  });

  it('shows the read-only user the same, and refuses another customer', async () => {
    expect(await smoothPayOf(mere)).toEqual(await smoothPayOf(aroha));
    expect((await kiri({ url: URL })).statusCode).toBe(403);
  });

  it('lets only the owner start it: the read-only user and another customer change nothing', async () => {
    const asMere = await mere({ method: 'POST', url: URL, json: { frequency: 'monthly' } });
    const asKiri = await kiri({ method: 'POST', url: URL, json: { frequency: 'monthly' } });
    expect([asMere.statusCode, asKiri.statusCode]).toEqual([403, 403]);
    expect(await rowsOf('30000001')).toEqual([]);
  });

  it('refuses a frequency it does not offer, with words to act on', async () => {
    const response = await aroha({ method: 'POST', url: URL, json: { frequency: 'yearly' } });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/frequency/i);
    expect(await rowsOf('30000001')).toEqual([]);
  });

  it('starts once: a double submit answers the same arrangement', async () => {
    const quote = (await smoothPayOf(aroha)).quotes.find((q) => q.frequency === 'monthly');
    const [first, second] = await Promise.all([
      aroha({ method: 'POST', url: URL, json: { frequency: 'monthly' } }),
      aroha({ method: 'POST', url: URL, json: { frequency: 'monthly' } }),
    ]);
    const started = dataOf(first, smoothPayArrangementSchema);
    expect(dataOf(second, smoothPayArrangementSchema).id).toBe(started.id);
    const today = toNzDateKey(new Date());
    expect(started).toMatchObject({
      frequency: 'monthly',
      amount: quote?.amount,
      startedOn: today,
      nextReviewOn: addCalendarMonths(today, 4),
      status: 'active',
    });
    expect(started.reviews).toEqual([
      expect.objectContaining({ kind: 'start', amount: quote?.amount }),
    ]);
    expect(await rowsOf('30000001')).toHaveLength(1);
    expect((await smoothPayOf(mere)).arrangement?.id).toBe(started.id);

    const weekly = await aroha({ method: 'POST', url: URL, json: { frequency: 'weekly' } });
    expect(weekly.statusCode).toBe(409);
    expect(weekly.json<{ message: string }>().message).toContain('stop it first');
  });

  it('reviews it once when its day comes, even run twice at once, and tells the customer once', async () => {
    const { db } = testApp.database;
    expect(await reviewSmoothPay(db, settings(), new Date())).toBe(0);
    const [row] = await rowsOf('30000001');
    const reviewDay = new Date(`${row?.nextReviewOn ?? ''}T09:00:00+13:00`);
    const runs = await Promise.all([
      reviewSmoothPay(db, settings(), reviewDay),
      reviewSmoothPay(db, settings(), reviewDay),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await reviewSmoothPay(db, settings(), reviewDay)).toBe(0);

    const reviews = await db
      .select()
      .from(smoothPayReviews)
      .where(
        and(eq(smoothPayReviews.arrangementId, row?.id ?? ''), eq(smoothPayReviews.kind, 'review')),
      );
    expect(reviews).toHaveLength(1);
    expect(reviews[0]?.reviewedOn).toBe(row?.nextReviewOn);
    expect(reviews[0]?.reason).toMatch(/^Your smooth pay (goes up|goes down|stays)/);
    const [after] = await rowsOf('30000001');
    expect(after?.nextReviewOn).toBe(addCalendarMonths(row?.startedOn ?? '', 8));
    expect(after?.amountCents).toBe(reviews[0]?.amountCents);

    const told = await db
      .select()
      .from(notices)
      .where(and(eq(notices.accountCode, '30000001'), eq(notices.kind, 'smooth-pay')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ linkPath: '/account/smooth-pay' });
    expect(told[0]?.body).toContain(reviews[0]?.reason ?? 'no reason');

    const shown = await smoothPayOf(aroha);
    expect(shown.arrangement?.reviews.map((review) => review.kind)).toEqual(['review', 'start']);
  });

  it('lets staff read it, and stop it only with a reason, which the trail keeps', async () => {
    expect((await smoothPayOf(sam)).arrangement?.status).toBe('active');
    const bare = await sam({ method: 'POST', url: `${URL}/stop`, json: {} });
    expect(bare.statusCode).toBe(400);
    expect(bare.json<{ message: string }>().message).toContain('Please say why');
    expect((await rowsOf('30000001'))[0]?.status).toBe('active');
    const asMere = await mere({ method: 'POST', url: `${URL}/stop`, json: {} });
    expect(asMere.statusCode).toBe(403);

    const stopped = dataOf(
      await sam({
        method: 'POST',
        url: `${URL}/stop`,
        json: { reason: 'Customer rang to pay bills in full' },
      }),
      smoothPayArrangementSchema,
    );
    expect(stopped.status).toBe('stopped');
    expect((await smoothPayOf(aroha)).arrangement).toBeNull();
    const trail = await testApp.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.accountCode, '30000001'), eq(auditLog.action, 'smooth-pay-stopped')));
    expect(trail).toHaveLength(1);
    expect(trail[0]?.details).toMatchObject({ reason: 'Customer rang to pay bills in full' });
    const again = await aroha({ method: 'POST', url: `${URL}/stop`, json: {} });
    expect(again.statusCode).toBe(409);
  });

  it('can start again after a stop, and the owner stops it without a reason', async () => {
    const started = dataOf(
      await aroha({ method: 'POST', url: URL, json: { frequency: 'fortnightly' } }),
      smoothPayArrangementSchema,
    );
    expect(started.frequency).toBe('fortnightly');
    const stopped = await aroha({ method: 'POST', url: `${URL}/stop`, json: {} });
    expect(dataOf(stopped, smoothPayArrangementSchema).status).toBe('stopped');
    expect(await rowsOf('30000001')).toHaveLength(2);
  });
});

describe('smooth pay on a closed account', () => {
  it('is refused with a reason, and nothing is started', async () => {
    const response = await aroha({
      method: 'POST',
      url: '/api/accounts/30000002/smoothPay',
      json: { frequency: 'monthly' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toContain('This account is closed');
    expect(await rowsOf('30000002')).toEqual([]);
  });
});
