import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  cardTransactionSchema,
  listedSavedCardSchema,
  onlinePaymentOutcomeSchema,
  paymentResultSchema,
  surchargesSchema,
  type CardTransaction,
} from '@portal/contracts';
import { emailOf } from '../../../../../test-support/personas';
import { payments } from '../../db/schema';
import { seededAppWithLogs } from '../../test/test-app';
import { findCardNumbers, findCardNumbersInText } from '../../test/find-card-numbers';
import {
  anonymous,
  CARDS,
  dataOf,
  ledgerBalance,
  ledgerEntriesOf,
  newKey,
  signIn,
  submitCard,
  type Person,
} from './testing';

/** Aroha pays $25.00 on the gateway's page, as the make-a-payment page does. */
const { testApp, logs } = seededAppWithLogs();
let aroha: Person;
const ACCOUNT = '/api/payments/v2/accounts/30000001';

beforeAll(async () => {
  aroha = await signIn(testApp, emailOf('owner'));
});

async function start(body: unknown): Promise<CardTransaction> {
  return dataOf(
    await aroha({ method: 'POST', url: `${ACCOUNT}/transactions`, json: body, key: newKey() }),
    cardTransactionSchema,
  );
}

const processOf = (id: string) =>
  aroha({ method: 'POST', url: `${ACCOUNT}/transactions/${id}/process` });

describe('paying $25.00 with a new card on the hosted page', () => {
  let approvedId = '';
  let balanceBefore = 0;

  it('shows the surcharge before paying', async () => {
    const surcharges = dataOf(await aroha({ url: `${ACCOUNT}/surcharges` }), surchargesSchema);
    expect(surcharges.creditCardPercentage).toBe(1.5);
  });

  it('a declined card leaves the balance as it was', async () => {
    balanceBefore = await ledgerBalance(testApp, '30000001');
    const created = await start({ amount: 2500, saveCard: true });
    // 1.5% of 2500 cents is 37.5: rounded half up.
    expect(created).toMatchObject({ amount: 2500, surcharge: 38, total: 2538 });
    expect(created.links.map((link) => link.rel)).toContain('ajaxSubmitCard');

    const submitted = await submitCard(testApp, created.links, CARDS.declined);
    expect(submitted.status).toBe('Declined');
    const redirect = new URL(submitted.redirectUrl);
    expect(redirect.pathname).toBe('/onlinepayments');
    expect(redirect.searchParams.get('transaction_local_id')).toBe(created.transactionLocalId);

    const result = dataOf(await processOf(created.transactionLocalId), paymentResultSchema);
    expect(result).toMatchObject({
      status: 'Declined',
      returnStatus: 'FAILURE',
      balanceAfter: null,
      savedCard: null,
    });
    expect(result.declineReason).not.toBeNull();
    expect(await ledgerBalance(testApp, '30000001')).toBe(balanceBefore);
    expect(await ledgerEntriesOf(testApp, created.transactionLocalId)).toEqual([]);
    const [row] = await testApp.database.db
      .select()
      .from(payments)
      .where(eq(payments.paymentId, created.transactionLocalId));
    expect(row?.status).toBe('Declined');
  });

  it('an approved card lowers the balance by $25.00 and keeps the 38 cent surcharge on the payment', async () => {
    const created = await start({ amount: 2500, saveCard: true });
    approvedId = created.transactionLocalId;
    expect((await submitCard(testApp, created.links, CARDS.visaApproved)).status).toBe('Approved');

    const result = dataOf(await processOf(created.transactionGuid), paymentResultSchema);
    expect(result).toMatchObject({
      transactionLocalId: approvedId,
      accountCode: '30000001',
      status: 'Approved',
      returnStatus: 'OK',
      amount: 2500,
      surcharge: 38,
      total: 2538,
      method: 'CreditCard',
      balanceAfter: balanceBefore - 2500,
    });
    expect(result.card).toEqual({ type: 'Visa', maskedNumber: '************1111' });
    expect(result.savedCard).toMatchObject({ type: 'Visa', maskedNumber: '************1111' });

    expect(await ledgerBalance(testApp, '30000001')).toBe(balanceBefore - 2500);
    const entries = await ledgerEntriesOf(testApp, approvedId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ transactionType: 'Payment', amountCents: -2500 });
    const [row] = await testApp.database.db
      .select()
      .from(payments)
      .where(eq(payments.paymentId, approvedId));
    expect(row).toMatchObject({ status: 'Approved', amountCents: 2500, surchargeCents: 38 });
  });

  it('processing again changes nothing', async () => {
    const again = dataOf(await processOf(approvedId), paymentResultSchema);
    expect(again.status).toBe('Approved');
    expect(again.balanceAfter).toBe(balanceBefore - 2500);
    expect(await ledgerEntriesOf(testApp, approvedId)).toHaveLength(1);
    expect(await ledgerBalance(testApp, '30000001')).toBe(balanceBefore - 2500);
  });

  it('lists the card it saved, once', async () => {
    const cards = dataOf(
      await aroha({ url: `${ACCOUNT}/creditcards` }),
      z.array(listedSavedCardSchema),
    );
    expect(cards).toEqual([
      expect.objectContaining({
        type: 'Visa',
        maskedNumber: '************1111',
        removable: true,
        usedAs: null,
      }),
    ]);
  });

  it('concurrent processing writes one ledger entry', async () => {
    const before = await ledgerBalance(testApp, '30000001');
    const created = await start({ amount: 1234 });
    await submitCard(testApp, created.links, CARDS.mastercardApproved);
    const outcomeUrl = `/api/payments/v2/onlinePayments/${created.transactionGuid}?transaction_local_id=${created.transactionLocalId}`;
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => processOf(created.transactionLocalId)),
      ...Array.from({ length: 4 }, () => anonymous(testApp)({ url: outcomeUrl })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    expect(await ledgerEntriesOf(testApp, created.transactionLocalId)).toHaveLength(1);
    expect(await ledgerBalance(testApp, '30000001')).toBe(before - 1234);
    // Not asked to save: the card is not kept, but the receipt still names it.
    const result = dataOf(
      answers[0] ?? (await processOf(created.transactionLocalId)),
      paymentResultSchema,
    );
    expect(result.savedCard).toBeNull();
    expect(result.card).toEqual({ type: 'Mastercard', maskedNumber: '************4444' });
  });

  it('online banking has no surcharge', async () => {
    const created = await start({ amount: 2500, method: 'OnlineEftpos' });
    expect(created).toMatchObject({ amount: 2500, surcharge: 0, total: 2500 });
    const pending = dataOf(await processOf(created.transactionLocalId), paymentResultSchema);
    expect(pending).toMatchObject({
      status: 'Pending',
      method: 'OnlineBanking',
      completedAt: null,
    });
  });

  it('refuses amounts outside 1 cent to $1,500.00 and unknown fields', async () => {
    const refused = async (json: unknown) =>
      (await aroha({ method: 'POST', url: `${ACCOUNT}/transactions`, json, key: newKey() }))
        .statusCode;
    expect(await refused({ amount: 150_001 })).toBe(400);
    expect(await refused({ amount: 0 })).toBe(400);
    expect(await refused({ amount: 12.5 })).toBe(400);
    expect(await refused({ amount: 2500, surcharge: 0 })).toBe(400);
    expect(await refused({ amount: 150_000 })).toBe(200);
  });

  it('needs an idempotency key', async () => {
    const response = await aroha({
      method: 'POST',
      url: `${ACCOUNT}/transactions`,
      json: { amount: 100 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('Fiona’s farm account takes no payments (statements only)', async () => {
    const fiona = await signIn(testApp, 'fiona@example.nz');
    const response = await fiona({
      method: 'POST',
      url: '/api/payments/v2/accounts/30000201/transactions',
      json: { amount: 2500 },
      key: newKey(),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the public outcome for /onlinepayments', () => {
  it('answers for the matching pair without sign-in, and 404 for a mismatched pair', async () => {
    const first = await start({ amount: 700 });
    const second = await start({ amount: 800 });
    await submitCard(testApp, first.links, CARDS.visaApproved);
    const url = (guid: string, localId: string) =>
      `/api/payments/v2/onlinePayments/${guid}?transaction_local_id=${localId}`;
    const visitor = anonymous(testApp);

    const outcome = dataOf(
      await visitor({ url: url(first.transactionGuid, first.transactionLocalId) }),
      onlinePaymentOutcomeSchema.strict(),
    );
    expect(outcome).toMatchObject({
      status: 'Approved',
      returnStatus: 'OK',
      amount: 700,
      total: 711,
    });
    // Settled by the public read as well: the ledger has it.
    expect(await ledgerEntriesOf(testApp, first.transactionLocalId)).toHaveLength(1);

    expect(
      (await visitor({ url: url(first.transactionGuid, second.transactionLocalId) })).statusCode,
    ).toBe(404);
    expect(
      (await visitor({ url: url(second.transactionGuid, first.transactionLocalId) })).statusCode,
    ).toBe(404);
    const pending = dataOf(
      await visitor({ url: url(second.transactionGuid, second.transactionLocalId) }),
      onlinePaymentOutcomeSchema,
    );
    expect(pending.status).toBe('Pending');
  });
});

describe('after the card tests', () => {
  const numbers = Object.values(CARDS);

  it('no card number is stored anywhere in the database', async () => {
    expect(await findCardNumbers(testApp.database.db, numbers)).toEqual([]);
  });

  it('no card number is in the server logs', () => {
    const text = logs.text();
    expect(text).toContain('/api/payments/v2/accounts/30000001/transactions');
    expect(findCardNumbersInText('logs', text, numbers)).toEqual([]);
  });
});
