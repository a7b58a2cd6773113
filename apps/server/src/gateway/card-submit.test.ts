import { createHmac, hkdfSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '@portal/domain';
import { submitCardResultSchema, type GatewayTransaction } from '@portal/contracts';
import { gatewayCardVault, gatewayTransactions } from '../db/schema';
import { appForTests } from '../test/test-app';
import { findCardNumbers } from '../test/find-card-numbers';
import {
  ALL_TEST_CARD_NUMBERS,
  cardForm,
  createTransaction,
  fetchTransaction,
  NEXT_YEAR,
  submitCard,
  TEST_CARDS,
} from './testing';

const { testApp } = appForTests({ seed: true });

const submit = (transaction: GatewayTransaction, body: unknown) =>
  submitCard(testApp, transaction, body);

function fieldErrors(body: { data: { fieldErrors: { path: string; message: string }[] } | null }) {
  return Object.fromEntries((body.data?.fieldErrors ?? []).map((e) => [e.path, e.message]));
}

describe('submitting a card to the ajaxSubmitCard link', () => {
  it('approves the approved test card and sends the browser to the callback with OK', async () => {
    const transaction = await createTransaction(testApp, { merchantReference: 'pay-ok-1' });
    const response = await submit(transaction, cardForm());
    expect(response.statusCode).toBe(200);
    const result = submitCardResultSchema.parse(response.json());
    expect(result.status).toBe('Approved');
    expect(result.declineReason).toBeNull();
    const redirect = new URL(result.redirectUrl);
    expect(redirect.origin + redirect.pathname).toBe('http://localhost:3000/onlinepayments');
    expect(Object.fromEntries(redirect.searchParams)).toEqual({
      transaction_local_id: 'pay-ok-1',
      transactionGuid: transaction.id,
      status: 'OK',
    });
    const read = await fetchTransaction(testApp, transaction.id);
    // A plain purchase keeps no card: the receipt still gets its type and last four.
    expect(read).toMatchObject({
      status: 'Approved',
      card: { token: null, type: 'Visa', last4: '1111' },
    });
    expect(read.completedAt).not.toBeNull();
  });

  it('declines the declined test card, with a reason, to the declined URL with FAILURE', async () => {
    const transaction = await createTransaction(testApp, {
      merchantReference: 'pay-no-1',
      callbackUrls: {
        approvedUrl: 'http://localhost:3000/onlinepayments?from=gateway',
        declinedUrl: 'http://localhost:3000/onlinepayments/declined',
      },
    });
    const response = await submit(transaction, cardForm({ cardNumber: TEST_CARDS.declined }));
    const result = submitCardResultSchema.parse(response.json());
    expect(result).toMatchObject({ status: 'Declined', declineReason: 'Card declined' });
    const redirect = new URL(result.redirectUrl);
    expect(redirect.pathname).toBe('/onlinepayments/declined');
    expect(redirect.searchParams.get('status')).toBe('FAILURE');
    expect(redirect.searchParams.get('transaction_local_id')).toBe('pay-no-1');
    expect(await fetchTransaction(testApp, transaction.id)).toMatchObject({
      status: 'Declined',
      declineReason: 'Card declined',
    });
  });

  it('approves another valid card (sandbox), spaces or none', async () => {
    const transaction = await createTransaction(testApp);
    const response = await submit(transaction, cardForm({ cardNumber: '5555555555554444' }));
    expect(submitCardResultSchema.parse(response.json()).status).toBe('Approved');
  });

  it('answers 400 with the spec’s message under each wrong field, and changes nothing', async () => {
    const transaction = await createTransaction(testApp);
    const response = await submit(transaction, {
      cardholderName: '4111 1111',
      cardNumber: '4111 1111 1111 1112',
      expiryMonth: 13,
      expiryYear: 1999,
      cvc: '12',
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response.json())).toEqual({
      'body.cardholderName': FORM_MESSAGES.cardholderName,
      'body.cardNumber': FORM_MESSAGES.cardNumber,
      'body.expiryMonth': FORM_MESSAGES.expiryMonth,
      'body.expiryYear': FORM_MESSAGES.expiryYear,
      'body.cvc': FORM_MESSAGES.cvv,
    });
    expect((await fetchTransaction(testApp, transaction.id)).status).toBe('Pending');
  });

  it('asks for the card’s own CVC length: 4 digits for Amex, 3 for Visa', async () => {
    const transaction = await createTransaction(testApp);
    const amex = await submit(transaction, cardForm({ cardNumber: TEST_CARDS.amex, cvc: '123' }));
    expect(fieldErrors(amex.json())).toEqual({ 'body.cvc': FORM_MESSAGES.cvvForCard });
    const visa = await submit(transaction, cardForm({ cvc: '1234' }));
    expect(fieldErrors(visa.json())).toEqual({ 'body.cvc': FORM_MESSAGES.cvvForCard });
    const ok = await submit(transaction, cardForm({ cardNumber: TEST_CARDS.amex, cvc: '1234' }));
    expect(submitCardResultSchema.parse(ok.json()).status).toBe('Approved');
  });

  it('refuses an expired card: last month of this year, or last year', async () => {
    const transaction = await createTransaction(testApp);
    const now = new Date();
    const thisYear = Number(
      now.toLocaleString('en-NZ', { timeZone: 'Pacific/Auckland', year: 'numeric' }),
    );
    const lastYear = await submit(
      transaction,
      cardForm({ expiryMonth: 12, expiryYear: thisYear - 1 }),
    );
    expect(fieldErrors(lastYear.json())).toEqual({ 'body.expiryYear': FORM_MESSAGES.expiryYear });
    const thisMonth = Number(
      now.toLocaleString('en-NZ', { timeZone: 'Pacific/Auckland', month: 'numeric' }),
    );
    if (thisMonth > 1) {
      const lastMonth = await submit(
        transaction,
        cardForm({ expiryMonth: thisMonth - 1, expiryYear: thisYear }),
      );
      expect(fieldErrors(lastMonth.json())).toEqual({
        'body.expiryMonth': FORM_MESSAGES.expiryMonth,
      });
    }
    const current = await submit(
      transaction,
      cardForm({ expiryMonth: thisMonth, expiryYear: thisYear }),
    );
    expect(current.statusCode).toBe(200);
  });

  it('refuses a second submit (409): a double click never charges twice', async () => {
    const transaction = await createTransaction(testApp);
    const [first, second] = await Promise.all([
      submit(transaction, cardForm()),
      submit(transaction, cardForm()),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const later = await submit(transaction, cardForm({ cardNumber: TEST_CARDS.declined }));
    expect(later.statusCode).toBe(409);
    expect((await fetchTransaction(testApp, transaction.id)).status).toBe('Approved');
  });

  it('answers 404 for an unknown or expired transaction and 409 for online banking', async () => {
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/api/v1/transactions/gtx_0000/card',
      payload: cardForm(),
    });
    expect(unknown.statusCode).toBe(404);

    const expired = await createTransaction(testApp);
    await testApp.database.db
      .update(gatewayTransactions)
      .set({ createdAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(gatewayTransactions.id, expired.id));
    expect((await submit(expired, cardForm())).statusCode).toBe(404);

    const bank = await createTransaction(testApp, { method: 'OnlineEftpos' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/gateway/api/v1/transactions/${bank.id}/card`,
      payload: cardForm(),
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('tokenising', () => {
  const fingerprintKey = () =>
    Buffer.from(
      hkdfSync(
        'sha256',
        testApp.config.gateway.apiKey,
        'portal-sandbox-gateway',
        'card-fingerprint/v1',
        32,
      ),
    );

  it('keeps a saved card as fingerprint, type, last four and expiry, and reuses its token', async () => {
    const first = await createTransaction(testApp, { saveCard: true });
    await submit(first, cardForm({ cardNumber: TEST_CARDS.mastercardApproved, expiryMonth: 3 }));
    const read = await fetchTransaction(testApp, first.id);
    expect(read.card).toMatchObject({
      type: 'Mastercard',
      last4: '4444',
      expiryMonth: 3,
      expiryYear: NEXT_YEAR,
      cardholderName: 'AROHA NGATA',
    });
    const token = read.card?.token ?? '';
    const [vault] = await testApp.database.db
      .select()
      .from(gatewayCardVault)
      .where(eq(gatewayCardVault.token, token));
    const expected = createHmac('sha256', fingerprintKey())
      .update('5555555555554444')
      .digest('hex');
    expect(vault?.panFingerprint).toBe(expected);
    expect(vault?.approves).toBe(true);

    const authorisation = await createTransaction(testApp, { kind: 'Authorisation', amount: 0 });
    await submit(
      authorisation,
      cardForm({ cardNumber: TEST_CARDS.mastercardApproved, expiryMonth: 3 }),
    );
    expect((await fetchTransaction(testApp, authorisation.id)).card?.token).toBe(token);

    const newExpiry = await createTransaction(testApp, { saveCard: true });
    await submit(
      newExpiry,
      cardForm({ cardNumber: TEST_CARDS.mastercardApproved, expiryMonth: 4 }),
    );
    expect((await fetchTransaction(testApp, newExpiry.id)).card?.token).not.toBe(token);
  });

  it('saves nothing for a declined card or a purchase that did not ask', async () => {
    const declined = await createTransaction(testApp, { kind: 'Authorisation', amount: 0 });
    await submit(declined, cardForm({ cardNumber: TEST_CARDS.declined }));
    const purchase = await createTransaction(testApp);
    await submit(purchase, cardForm());
    for (const id of [declined.id, purchase.id]) {
      const [row] = await testApp.database.db
        .select({ cardToken: gatewayTransactions.cardToken })
        .from(gatewayTransactions)
        .where(eq(gatewayTransactions.id, id));
      expect(row?.cardToken).toBeNull();
    }
  });
});

describe('after every card test above', () => {
  it('no table holds a card number, only fingerprints', async () => {
    const found = await findCardNumbers(testApp.database.db, ALL_TEST_CARD_NUMBERS);
    expect(found).toEqual([]);
  });

  it('the scan itself finds a card number where one is', async () => {
    await testApp.database.db
      .update(gatewayTransactions)
      .set({ metadata: { note: 'card 4111-1111-1111-1111' } })
      .where(eq(gatewayTransactions.merchantReference, 'pay-ok-1'));
    const found = await findCardNumbers(testApp.database.db);
    expect(found).toEqual([{ where: 'public.gateway_transactions', masked: '************1111' }]);
  });
});
