import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gatewayTransactionSchema } from '@portal/contracts';
import { gatewayCardVault, gatewayTransactions } from '../db/schema';
import { appForTests } from '../test/test-app';
import {
  cardForm,
  createTransaction,
  fetchTransaction,
  merchantHeaders,
  NEXT_YEAR,
  submitCard,
  TEST_CARDS,
} from './testing';

const { testApp } = appForTests();

/** A card saved the way the payments API saves one: a $0 Authorisation on the hosted flow. */
async function saveCard(cardNumber: string, expiryMonth = 6): Promise<string> {
  const authorisation = await createTransaction(testApp, { kind: 'Authorisation', amount: 0 });
  await submitCard(
    testApp,
    authorisation,
    cardForm({ cardholderName: 'Ben Carter', cardNumber, expiryMonth }),
  );
  const token = (await fetchTransaction(testApp, authorisation.id)).card?.token;
  if (token === undefined || token === null) throw new Error('card not saved');
  return token;
}

function charge(token: string, body: object, key: string = randomUUID()) {
  return testApp.app.inject({
    method: 'POST',
    url: `/gateway/api/v1/tokens/${token}/transactions`,
    headers: merchantHeaders(testApp, key),
    payload: body,
  });
}

describe('charging a saved card', () => {
  it('approves at once and tells which card was charged', async () => {
    const token = await saveCard(TEST_CARDS.visaApproved);
    const response = await charge(token, { amount: 3000, merchantReference: 'topup-1' });
    expect(response.statusCode).toBe(201);
    const transaction = gatewayTransactionSchema.parse(response.json());
    expect(transaction).toMatchObject({
      kind: 'Purchase',
      method: 'CreditCard',
      amount: 3000,
      status: 'Approved',
      merchantReference: 'topup-1',
      declineReason: null,
      card: { token, type: 'Visa', last4: '1111', expiryMonth: 6, expiryYear: NEXT_YEAR },
    });
    expect(transaction.completedAt).not.toBeNull();
    expect(await fetchTransaction(testApp, transaction.id)).toEqual(transaction);
  });

  it('declines a card whose issuer declines it', async () => {
    const token = await saveCard(TEST_CARDS.mastercardApproved);
    await testApp.database.db
      .update(gatewayCardVault)
      .set({ approves: false })
      .where(eq(gatewayCardVault.token, token));
    const response = await charge(token, { amount: 3000, merchantReference: 'topup-2' });
    expect(response.json()).toMatchObject({ status: 'Declined', declineReason: 'Card declined' });
  });

  it('declines a saved card that has expired since', async () => {
    const token = await saveCard(TEST_CARDS.visaApproved, 2);
    await testApp.database.db
      .update(gatewayCardVault)
      .set({ expiryYear: 2020 })
      .where(eq(gatewayCardVault.token, token));
    const response = await charge(token, { amount: 500, merchantReference: 'topup-3' });
    expect(response.json()).toMatchObject({ status: 'Declined', declineReason: 'Card expired' });
  });

  it('charges once for 25 concurrent retries of one key; a different body under it is refused', async () => {
    const token = await saveCard(TEST_CARDS.visaApproved, 9);
    const key = randomUUID();
    const body = { amount: 2000, merchantReference: 'topup-4' };
    const responses = await Promise.all(Array.from({ length: 25 }, () => charge(token, body, key)));
    expect(new Set(responses.map((r) => r.json<{ id: string }>().id)).size).toBe(1);
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const rows = await testApp.database.db
      .select({ id: gatewayTransactions.id })
      .from(gatewayTransactions)
      .where(eq(gatewayTransactions.merchantReference, 'topup-4'));
    expect(rows).toHaveLength(1);
    expect((await charge(token, { ...body, amount: 2001 }, key)).statusCode).toBe(422);
  });

  it('answers 404 for an unknown token', async () => {
    const response = await charge('tok_unknown', { amount: 100, merchantReference: 'x' });
    expect(response.statusCode).toBe(404);
  });

  it('forgets a card: 204, then charges are 404 and old transactions keep their history', async () => {
    const token = await saveCard(TEST_CARDS.mastercardApproved, 11);
    const charged = gatewayTransactionSchema.parse(
      (await charge(token, { amount: 100, merchantReference: 'before-forget' })).json(),
    );
    const forget = await testApp.app.inject({
      method: 'DELETE',
      url: `/gateway/api/v1/tokens/${token}`,
      headers: merchantHeaders(testApp),
    });
    expect(forget.statusCode).toBe(204);
    expect((await charge(token, { amount: 100, merchantReference: 'after' })).statusCode).toBe(404);
    expect(await fetchTransaction(testApp, charged.id)).toMatchObject({
      status: 'Approved',
      card: null,
    });
  });
});
