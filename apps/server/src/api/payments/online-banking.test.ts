import { beforeAll, describe, expect, it } from 'vitest';
import { cardTransactionSchema, onlinePaymentOutcomeSchema } from '@portal/contracts';
import { emailOf } from '../../../../../test-support/personas';
import { appForTests } from '../../test/test-app';
import {
  anonymous,
  dataOf,
  ledgerBalance,
  ledgerEntriesOf,
  newKey,
  pressOnHostedPage,
  signIn,
  type Person,
} from './testing';

/**
 * The gateway's own pages, reached as a browser would: the sandbox bank's Approve and
 * Decline, and Cancel. The return address carries the ids; the outcome comes from the
 * gateway's record through the public call the /onlinepayments page reads.
 */
const { testApp } = appForTests({ seed: true });
let aroha: Person;
const ACCOUNT = '/api/payments/v2/accounts/30000001';

beforeAll(async () => {
  aroha = await signIn(testApp, emailOf('owner'));
});

async function start(method: 'CreditCard' | 'OnlineEftpos', amount: number) {
  return dataOf(
    await aroha({
      method: 'POST',
      url: `${ACCOUNT}/transactions`,
      json: { amount, method },
      key: newKey(),
    }),
    cardTransactionSchema,
  );
}

async function outcomeOf(returned: URL) {
  const guid = returned.searchParams.get('transactionGuid') ?? '';
  const localId = returned.searchParams.get('transaction_local_id') ?? '';
  return dataOf(
    await anonymous(testApp)({
      url: `/api/payments/v2/onlinePayments/${guid}?transaction_local_id=${localId}`,
    }),
    onlinePaymentOutcomeSchema,
  );
}

describe('online banking and cancelling on the gateway’s pages', () => {
  it('approved at the bank: paid without surcharge, balance lowered', async () => {
    const before = await ledgerBalance(testApp, '30000001');
    const created = await start('OnlineEftpos', 3000);
    const returned = await pressOnHostedPage(testApp, created.links, 'bank', {
      decision: 'approve',
    });
    expect(returned.pathname).toBe('/onlinepayments');
    expect(returned.searchParams.get('status')).toBe('OK');
    expect(await outcomeOf(returned)).toMatchObject({
      status: 'Approved',
      returnStatus: 'OK',
      method: 'OnlineBanking',
      amount: 3000,
      surcharge: 0,
      total: 3000,
    });
    expect(await ledgerBalance(testApp, '30000001')).toBe(before - 3000);
  });

  it('declined at the bank: FAILURE, nothing in the ledger', async () => {
    const before = await ledgerBalance(testApp, '30000001');
    const created = await start('OnlineEftpos', 3100);
    const returned = await pressOnHostedPage(testApp, created.links, 'bank', {
      decision: 'decline',
    });
    const outcome = await outcomeOf(returned);
    expect(outcome).toMatchObject({ status: 'Declined', returnStatus: 'FAILURE' });
    expect(await ledgerEntriesOf(testApp, created.transactionLocalId)).toEqual([]);
    expect(await ledgerBalance(testApp, '30000001')).toBe(before);
  });

  it('cancelled on the card page: CANCEL, nothing in the ledger', async () => {
    const before = await ledgerBalance(testApp, '30000001');
    const created = await start('CreditCard', 3200);
    const returned = await pressOnHostedPage(testApp, created.links, 'cancel');
    const outcome = await outcomeOf(returned);
    expect(outcome).toMatchObject({ status: 'Cancelled', returnStatus: 'CANCEL', surcharge: 48 });
    expect(await ledgerBalance(testApp, '30000001')).toBe(before);
  });

  it('the query string cannot turn a cancelled payment into an approved one', async () => {
    const created = await start('CreditCard', 3300);
    const returned = await pressOnHostedPage(testApp, created.links, 'cancel');
    returned.searchParams.set('status', 'OK');
    expect((await outcomeOf(returned)).status).toBe('Cancelled');
    const processed = await aroha({
      method: 'POST',
      url: `${ACCOUNT}/transactions/${created.transactionLocalId}/process?status=OK`,
    });
    expect(processed.json<{ data: { status: string } }>().data.status).toBe('Cancelled');
  });
});
