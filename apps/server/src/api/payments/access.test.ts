import { beforeAll, describe, expect, it } from 'vitest';
import {
  cardTransactionSchema,
  creditCardTransactionSchema,
  listedSavedCardSchema,
} from '@portal/contracts';
import { z } from 'zod';
import {
  accessMatrix,
  HOLDERS_MAY,
  NON_OWNERS_REFUSED,
  OWNER_MAY,
  type AccessRow,
} from '../../test/access-matrix';
import type { BrowserRequest } from '../../test/test-browser';
import { dataOf, newKey } from './testing';

/**
 * Who may call what on the payments API: signed out, another customer (kiri), the read-only
 * user of 30000001 (mere), its owner (aroha), staff (sam). Calls that would change the demo
 * data for the cells after them name something that does not exist, so passing the check
 * shows as a 404 rather than a change.
 */
const matrix = accessMatrix();
let benCards: { visa: string; mastercard: string };
let bachTransaction: { localId: string; guid: string };
let bachCardTransaction: string;

const ACCOUNT = '/api/payments/v2/accounts/30000001';
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';
/** The owner and staff pass the check and find nothing. */
const OWNER_FINDS_NOTHING = { ...NON_OWNERS_REFUSED, owner: 404, staff: 404 };

/** A money-moving call, with a fresh Idempotency-Key each time. */
const withKey = (request: BrowserRequest): BrowserRequest => ({
  ...request,
  headers: { 'idempotency-key': newKey() },
});
const bensCards = { url: '/api/payments/v2/accounts/30000101/creditcards' };

beforeAll(async () => {
  const cards = dataOf(
    await matrix.call('prepayCustomer', bensCards),
    z.array(listedSavedCardSchema),
  );
  const idOf = (type: string) => cards.find((card) => card.type === type)?.cardId ?? '';
  benCards = { visa: idOf('Visa'), mastercard: idOf('Mastercard') };

  // Aroha's other account (the bach) has a payment and a card-saving transaction of its own.
  const bach = dataOf(
    await matrix.call(
      'owner',
      withKey({
        method: 'POST',
        url: '/api/payments/v2/accounts/30000002/transactions',
        json: { amount: 1000 },
      }),
    ),
    cardTransactionSchema,
  );
  bachTransaction = { localId: bach.transactionLocalId, guid: bach.transactionGuid };
  bachCardTransaction = dataOf(
    await matrix.call('owner', {
      method: 'POST',
      url: '/api/payments/v2/accounts/30000002/creditCardTransactions',
      json: saveCardBody(),
    }),
    creditCardTransactionSchema,
  ).id;
});

function saveCardBody() {
  return {
    transactionType: 'Authorisation',
    amount: 0,
    businessGroup: 'Residential',
    callbackUrls: { approvedUrl: `${matrix.app().config.publicUrl}/account/payment-method` },
    saveCard: true,
  };
}

const rows: AccessRow[] = [
  {
    name: 'GET recurringPaymentMethod',
    request: { url: `${ACCOUNT}/recurringPaymentMethod` },
    expected: HOLDERS_MAY,
  },
  {
    name: 'PUT recurringPaymentMethod (a card that is not the account’s)',
    request: () => ({
      method: 'PUT',
      url: `${ACCOUNT}/recurringPaymentMethod`,
      json: { recurringPaymentType: 'CreditCard', cardId: benCards.visa },
    }),
    expected: OWNER_FINDS_NOTHING,
  },
  {
    name: 'GET surcharges',
    request: { url: `${ACCOUNT}/surcharges` },
    expected: HOLDERS_MAY,
  },
  {
    name: 'POST transactions',
    request: () =>
      withKey({ method: 'POST', url: `${ACCOUNT}/transactions`, json: { amount: 500 } }),
    expected: OWNER_MAY,
  },
  {
    name: 'POST transactions/{id}/process (no such payment)',
    request: { method: 'POST', url: `${ACCOUNT}/transactions/${MISSING_UUID}/process` },
    expected: OWNER_FINDS_NOTHING,
  },
  {
    name: 'POST transactions/{id}/process (another account’s payment, by local id)',
    request: () => ({
      method: 'POST',
      url: `${ACCOUNT}/transactions/${bachTransaction.localId}/process`,
    }),
    expected: OWNER_FINDS_NOTHING,
  },
  {
    name: 'POST transactions/{id}/process (another account’s payment, by guid)',
    request: () => ({
      method: 'POST',
      url: `${ACCOUNT}/transactions/${bachTransaction.guid}/process`,
    }),
    expected: OWNER_FINDS_NOTHING,
  },
  {
    name: 'POST payments (another account’s saved card)',
    request: () =>
      withKey({
        method: 'POST',
        url: `${ACCOUNT}/payments`,
        json: { cardId: benCards.mastercard, amount: 500 },
      }),
    expected: OWNER_FINDS_NOTHING,
  },
  {
    name: 'GET creditcards',
    request: { url: `${ACCOUNT}/creditcards` },
    expected: HOLDERS_MAY,
  },
  {
    name: 'DELETE creditcards/{cardId} (another account’s card)',
    request: () => ({ method: 'DELETE', url: `${ACCOUNT}/creditcards/${benCards.mastercard}` }),
    expected: OWNER_FINDS_NOTHING,
  },
  {
    name: 'POST creditCardTransactions',
    request: () => ({
      method: 'POST',
      url: `${ACCOUNT}/creditCardTransactions`,
      json: saveCardBody(),
    }),
    expected: OWNER_MAY,
  },
  {
    name: 'POST creditCardTransactions/{id}/process (another account’s transaction)',
    request: () => ({
      method: 'POST',
      url: `${ACCOUNT}/creditCardTransactions/${bachCardTransaction}/process`,
    }),
    expected: OWNER_FINDS_NOTHING,
  },
  {
    name: 'POST creditCardTransactions/{id}/process (no such transaction)',
    request: {
      method: 'POST',
      url: `${ACCOUNT}/creditCardTransactions/gtx_does_not_exist/process`,
    },
    expected: OWNER_FINDS_NOTHING,
  },
];

describe('who may call the payments API', () => {
  matrix.rows(rows);

  it('nothing changed for Ben: both his cards are still there', async () => {
    const cards = dataOf(
      await matrix.call('prepayCustomer', bensCards),
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
    expect(await matrix.statusOf('anonymous', { url: url(guid, localId) })).toBe(200);
    expect(await matrix.statusOf('otherCustomer', { url: url(guid, localId) })).toBe(200);
    expect(await matrix.statusOf('anonymous', { url: url(guid, MISSING_UUID) })).toBe(404);
    expect(await matrix.statusOf('anonymous', { url: url('gtx_nothing', localId) })).toBe(404);
    expect(await matrix.statusOf('anonymous', { url: url(guid, 'not-a-uuid') })).toBe(404);
  });
});
