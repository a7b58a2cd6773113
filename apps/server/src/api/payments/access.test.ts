import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cardTransactionSchema,
  creditCardTransactionSchema,
  listedSavedCardSchema,
} from '@portal/contracts';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { anonymous, dataOf, newKey, PEOPLE, signIn, type Call, type Person } from './testing';

/**
 * Who may call what on the payments API. Columns: signed out, another customer (kiri),
 * the read-only user of 30000001 (mere), its owner (aroha), staff (sam). Calls that would
 * change the demo data for the cells after them name something that does not exist, so
 * passing the check shows as a 404 rather than a change.
 */
let testApp: TestApp;
let people: Record<'anonymous' | 'otherCustomer' | 'readUser' | 'owner' | 'staff', Person>;
let benCards: { visa: string; mastercard: string };
let bachTransaction: { localId: string; guid: string };
let bachCardTransaction: string;

const ACCOUNT = '/api/payments/v2/accounts/30000001';
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  const [otherCustomer, readUser, owner, staff, ben] = await Promise.all([
    signIn(testApp, PEOPLE.otherCustomer),
    signIn(testApp, PEOPLE.readUser),
    signIn(testApp, PEOPLE.owner),
    signIn(testApp, PEOPLE.staff),
    signIn(testApp, PEOPLE.ben),
  ]);
  people = { anonymous: anonymous(testApp), otherCustomer, readUser, owner, staff };

  const cards = dataOf(
    await ben({ url: '/api/payments/v2/accounts/30000101/creditcards' }),
    z.array(listedSavedCardSchema),
  );
  const idOf = (type: string) => cards.find((card) => card.type === type)?.cardId ?? '';
  benCards = { visa: idOf('Visa'), mastercard: idOf('Mastercard') };

  // Aroha's other account (the bach) has a payment and a card-saving transaction of its own.
  const bach = dataOf(
    await owner({
      method: 'POST',
      url: '/api/payments/v2/accounts/30000002/transactions',
      json: { amount: 1000 },
      key: newKey(),
    }),
    cardTransactionSchema,
  );
  bachTransaction = { localId: bach.transactionLocalId, guid: bach.transactionGuid };
  bachCardTransaction = dataOf(
    await owner({
      method: 'POST',
      url: '/api/payments/v2/accounts/30000002/creditCardTransactions',
      json: saveCardBody(),
    }),
    creditCardTransactionSchema,
  ).id;
});
afterAll(async () => {
  await testApp.close();
});

function saveCardBody() {
  return {
    transactionType: 'Authorisation',
    amount: 0,
    businessGroup: 'Residential',
    callbackUrls: { approvedUrl: `${testApp.config.publicUrl}/account/payment-method` },
    saveCard: true,
  };
}

interface Row {
  name: string;
  request: () => Call;
  /** Signed out, another customer, read user, owner, staff. */
  expected: [number, number, number, number, number];
}

const rows: Row[] = [
  {
    name: 'GET recurringPaymentMethod',
    request: () => ({ url: `${ACCOUNT}/recurringPaymentMethod` }),
    expected: [401, 403, 200, 200, 200],
  },
  {
    name: 'PUT recurringPaymentMethod (a card that is not the account’s)',
    request: () => ({
      method: 'PUT',
      url: `${ACCOUNT}/recurringPaymentMethod`,
      json: { recurringPaymentType: 'CreditCard', cardId: benCards.visa },
    }),
    expected: [401, 403, 403, 404, 404],
  },
  {
    name: 'GET surcharges',
    request: () => ({ url: `${ACCOUNT}/surcharges` }),
    expected: [401, 403, 200, 200, 200],
  },
  {
    name: 'POST transactions',
    request: () => ({
      method: 'POST',
      url: `${ACCOUNT}/transactions`,
      json: { amount: 500 },
      key: newKey(),
    }),
    expected: [401, 403, 403, 200, 200],
  },
  {
    name: 'POST transactions/{id}/process (no such payment)',
    request: () => ({ method: 'POST', url: `${ACCOUNT}/transactions/${MISSING_UUID}/process` }),
    expected: [401, 403, 403, 404, 404],
  },
  {
    name: 'POST transactions/{id}/process (another account’s payment, by local id)',
    request: () => ({
      method: 'POST',
      url: `${ACCOUNT}/transactions/${bachTransaction.localId}/process`,
    }),
    expected: [401, 403, 403, 404, 404],
  },
  {
    name: 'POST transactions/{id}/process (another account’s payment, by guid)',
    request: () => ({
      method: 'POST',
      url: `${ACCOUNT}/transactions/${bachTransaction.guid}/process`,
    }),
    expected: [401, 403, 403, 404, 404],
  },
  {
    name: 'POST payments (another account’s saved card)',
    request: () => ({
      method: 'POST',
      url: `${ACCOUNT}/payments`,
      json: { cardId: benCards.mastercard, amount: 500 },
      key: newKey(),
    }),
    expected: [401, 403, 403, 404, 404],
  },
  {
    name: 'GET creditcards',
    request: () => ({ url: `${ACCOUNT}/creditcards` }),
    expected: [401, 403, 200, 200, 200],
  },
  {
    name: 'DELETE creditcards/{cardId} (another account’s card)',
    request: () => ({ method: 'DELETE', url: `${ACCOUNT}/creditcards/${benCards.mastercard}` }),
    expected: [401, 403, 403, 404, 404],
  },
  {
    name: 'POST creditCardTransactions',
    request: () => ({
      method: 'POST',
      url: `${ACCOUNT}/creditCardTransactions`,
      json: saveCardBody(),
    }),
    expected: [401, 403, 403, 200, 200],
  },
  {
    name: 'POST creditCardTransactions/{id}/process (another account’s transaction)',
    request: () => ({
      method: 'POST',
      url: `${ACCOUNT}/creditCardTransactions/${bachCardTransaction}/process`,
    }),
    expected: [401, 403, 403, 404, 404],
  },
  {
    name: 'POST creditCardTransactions/{id}/process (no such transaction)',
    request: () => ({
      method: 'POST',
      url: `${ACCOUNT}/creditCardTransactions/gtx_does_not_exist/process`,
    }),
    expected: [401, 403, 403, 404, 404],
  },
];

describe('who may call the payments API', () => {
  const columns = ['anonymous', 'otherCustomer', 'readUser', 'owner', 'staff'] as const;
  for (const row of rows) {
    it(row.name, async () => {
      const actual = [];
      for (const who of columns) actual.push((await people[who](row.request())).statusCode);
      expect(actual).toEqual(row.expected);
    });
  }

  it('nothing changed for Ben: both his cards are still there', async () => {
    const ben = await signIn(testApp, PEOPLE.ben);
    const cards = dataOf(
      await ben({ url: '/api/payments/v2/accounts/30000101/creditcards' }),
      z.array(listedSavedCardSchema),
    );
    expect(cards.map((card) => card.cardId).sort()).toEqual(
      [benCards.visa, benCards.mastercard].sort(),
    );
  });

  it('the public outcome needs no sign-in but the matching pair of ids', async () => {
    const { guid, localId } = bachTransaction;
    const url = (g: string, l: string) =>
      `/api/payments/v2/onlinePayments/${g}?transaction_local_id=${l}`;
    expect((await people.anonymous({ url: url(guid, localId) })).statusCode).toBe(200);
    expect((await people.otherCustomer({ url: url(guid, localId) })).statusCode).toBe(200);
    expect((await people.anonymous({ url: url(guid, MISSING_UUID) })).statusCode).toBe(404);
    expect((await people.anonymous({ url: url('gtx_nothing', localId) })).statusCode).toBe(404);
    expect((await people.anonymous({ url: url(guid, 'not-a-uuid') })).statusCode).toBe(404);
  });
});
