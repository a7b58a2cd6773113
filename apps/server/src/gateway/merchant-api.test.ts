import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gatewayTransactionSchema } from '@portal/contracts';
import { gatewayTransactions } from '../db/schema';
import { appForTests } from '../test/test-app';
import {
  createTransaction,
  fetchTransaction,
  merchantHeaders,
  postTransaction,
  transactionBody,
} from './testing';

const { testApp } = appForTests();

describe('the merchant key', () => {
  const wrongKeys: [string, Record<string, string>][] = [
    ['no Authorization header', {}],
    ['a wrong key', { authorization: 'Bearer sandbox-merchant-key-but-wrong' }],
    ['the key without Bearer', { authorization: 'sandbox-merchant-key-not-secret' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['a portal access token', { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.c2ln' }],
  ];
  for (const [name, headers] of wrongKeys) {
    it(`refuses ${name} with 401 on every merchant call`, async () => {
      const calls = [
        {
          method: 'POST' as const,
          url: '/gateway/api/v1/transactions',
          payload: transactionBody(),
        },
        { method: 'GET' as const, url: '/gateway/api/v1/transactions/gtx_1' },
        {
          method: 'POST' as const,
          url: '/gateway/api/v1/tokens/tok_1/transactions',
          payload: { amount: 100, merchantReference: 'x' },
        },
        { method: 'DELETE' as const, url: '/gateway/api/v1/tokens/tok_1' },
      ];
      for (const call of calls) {
        const response = await testApp.app.inject({
          ...call,
          headers: { ...headers, 'idempotency-key': randomUUID() },
        });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(response.headers['www-authenticate']).toContain('Bearer');
      }
      const [{ count } = { count: -1 }] = (
        await testApp.database.db.execute<{ count: number }>(
          sql`select count(*)::int as count from gateway_transactions`,
        )
      ).rows;
      expect(count).toBe(0);
    });
  }
});

describe('creating a transaction', () => {
  it('answers 201 with a Pending transaction and absolute links for the page and card submit', async () => {
    const body = transactionBody({ amount: 2500, merchantReference: 'inv-42' });
    const response = await postTransaction(testApp, body);
    expect(response.statusCode).toBe(201);
    const transaction = gatewayTransactionSchema.parse(response.json());
    expect(transaction).toMatchObject({
      kind: 'Purchase',
      method: 'CreditCard',
      amount: 2500,
      currency: 'NZD',
      status: 'Pending',
      merchantReference: 'inv-42',
      card: null,
      declineReason: null,
      completedAt: null,
    });
    expect(transaction.id).toMatch(/^gtx_[0-9a-f]{40}$/);
    const base = `${testApp.config.publicUrl}/gateway`;
    expect(transaction.links).toEqual([
      { rel: 'self', href: `${base}/api/v1/transactions/${transaction.id}`, method: 'GET' },
      { rel: 'hostedPage', href: `${base}/pay/${transaction.id}`, method: 'GET' },
      {
        rel: 'ajaxSubmitCard',
        href: `${base}/api/v1/transactions/${transaction.id}/card`,
        method: 'POST',
      },
    ]);
  });

  it('gives online banking a hosted page but no card-submit link', async () => {
    const transaction = await createTransaction(testApp, { method: 'OnlineEftpos' });
    expect(transaction.links.map((link) => link.rel)).toEqual(['self', 'hostedPage']);
  });

  it('requires an Idempotency-Key', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/gateway/api/v1/transactions',
      headers: merchantHeaders(testApp),
      payload: transactionBody(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('Idempotency-Key');
  });

  it('refuses a body outside the contract', async () => {
    const response = await postTransaction(testApp, { ...transactionBody(), amount: -1 });
    expect(response.statusCode).toBe(400);
  });

  it('returns the first transaction (200) when the same key comes again with the same body', async () => {
    const key = randomUUID();
    const body = transactionBody();
    const first = await postTransaction(testApp, body, key);
    const again = await postTransaction(testApp, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
  });

  it('refuses the same key with a different body (422) and creates nothing more', async () => {
    const key = randomUUID();
    const body = transactionBody();
    const first = await postTransaction(testApp, body, key);
    const changed = await postTransaction(testApp, { ...body, amount: body.amount + 1 }, key);
    expect(changed.statusCode).toBe(422);
    const rows = await testApp.database.db
      .select({ id: gatewayTransactions.id, amount: gatewayTransactions.amountCents })
      .from(gatewayTransactions)
      .where(eq(gatewayTransactions.idempotencyKey, key));
    expect(rows).toEqual([{ id: first.json<{ id: string }>().id, amount: body.amount }]);
  });

  it('makes one transaction from 40 concurrent retries of one key', async () => {
    const key = randomUUID();
    const body = transactionBody();
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => postTransaction(testApp, body, key)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(39);
    const ids = new Set(responses.map((response) => response.json<{ id: string }>().id));
    expect(ids.size).toBe(1);
    const rows = await testApp.database.db
      .select({ id: gatewayTransactions.id })
      .from(gatewayTransactions)
      .where(eq(gatewayTransactions.merchantReference, body.merchantReference));
    expect(rows).toHaveLength(1);
  });
});

describe('the status check', () => {
  it('reads a transaction back as created', async () => {
    const created = await createTransaction(testApp, { amount: 1234 });
    const read = await fetchTransaction(testApp, created.id);
    expect(read).toEqual(created);
  });

  it('answers 404 for an unknown transaction', async () => {
    const response = await testApp.app.inject({
      url: '/gateway/api/v1/transactions/gtx_unknown',
      headers: merchantHeaders(testApp),
    });
    expect(response.statusCode).toBe(404);
  });

  it('reports a Pending transaction older than 30 minutes as Cancelled (expired)', async () => {
    const created = await createTransaction(testApp);
    await testApp.database.db
      .update(gatewayTransactions)
      .set({ createdAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(gatewayTransactions.id, created.id));
    const read = await fetchTransaction(testApp, created.id);
    expect(read).toMatchObject({ status: 'Cancelled', declineReason: 'Transaction expired' });
    expect(read.completedAt).not.toBeNull();
  });
});
