import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  initiatedRechargeSchema,
  listedSavedCardSchema,
  RECHARGE_CANCELLED_MESSAGE,
  RECHARGE_DECLINED_MESSAGE,
  rechargeResultSchema,
  type InitiatedRecharge,
} from '@portal/contracts';
import { personas } from '../../../../../test-support/personas';
import { seededAppWithLogs } from '../../test/test-app';
import { findCardNumbers, findCardNumbersInText } from '../../test/find-card-numbers';
import {
  CARDS,
  dataOf,
  messageOf,
  newKey,
  pressOnHostedPage,
  signIn,
  submitCard,
  type Person,
} from '../payments/testing';
import {
  BEN,
  BEN_PAYMENTS,
  creditsOf,
  recorded,
  RECHARGE,
  TOP_UP_PAGE,
  walletBalanceOf,
} from './testing';

/**
 * Ben tops up on the gateway's pages: a new card (saved or not) and online banking. The
 * browser comes back to the top-up page with the ids; the top-up is settled from the
 * gateway's own record by the process call.
 */
const { testApp, logs } = seededAppWithLogs({ timeout: 300_000 });
let ben: Person;
const bodies: string[] = [];

beforeAll(async () => {
  ben = recorded(await signIn(testApp, personas.ben.email), bodies);
}, 300_000);

function initiateBody(overrides: Record<string, unknown> = {}) {
  return {
    amount: 2500,
    targetMsisdn: BEN.line,
    saveCard: false,
    callbackUrl: TOP_UP_PAGE,
    paymentMethod: 'CreditCard',
    ...overrides,
  };
}

const initiate = (json: unknown, key = newKey()) =>
  ben({ method: 'POST', url: `${BEN_PAYMENTS}/initiatePayment`, json, key });

async function start(overrides: Record<string, unknown> = {}): Promise<InitiatedRecharge> {
  return dataOf(await initiate(initiateBody(overrides)), initiatedRechargeSchema);
}

const processOf = (id: string, query = '') =>
  ben({
    method: 'POST',
    url: `${RECHARGE}/accounts/${BEN.account}/rechargeTransactions/${id}/process${query}`,
  });

async function processed(id: string) {
  return dataOf(await processOf(id), rechargeResultSchema);
}

/** Where the gateway sent the browser: the top-up page, with the three parameters. */
function expectReturnToTopUpPage(url: URL, started: InitiatedRecharge, status: string): void {
  expect(url.pathname).toBe(TOP_UP_PAGE);
  expect(url.origin).toBe(new URL(testApp.config.publicUrl).origin);
  expect(url.searchParams.get('transaction_local_id')).toBe(started.rechargeTransactionId);
  expect(url.searchParams.get('transactionGuid')).toBe(started.transactionGuid);
  expect(url.searchParams.get('status')).toBe(status);
}

describe('a top-up with a new card on the gateway’s page', () => {
  let savedTopUp = '';
  let balanceAfterSaved = 0;

  it('saves the card when asked and credits the wallet', async () => {
    const before = await walletBalanceOf(ben);
    const started = await start({ saveCard: true });
    expect(started.amount).toBe(2500);
    expect(started.links.map((link) => link.rel)).toEqual(
      expect.arrayContaining(['hostedPage', 'ajaxSubmitCard']),
    );
    savedTopUp = started.rechargeTransactionId;

    // Before the card is in, nothing is settled.
    expect(await processed(savedTopUp)).toMatchObject({ status: 'Pending', balanceAfter: null });

    const submitted = await submitCard(testApp, started.links, CARDS.amex);
    expect(submitted.status).toBe('Approved');
    expectReturnToTopUpPage(new URL(submitted.redirectUrl), started, 'OK');

    const result = await processed(savedTopUp);
    balanceAfterSaved = before + 2500;
    expect(result).toMatchObject({
      status: 'Approved',
      amount: 2500,
      balanceAfter: balanceAfterSaved,
      message: null,
    });
    expect(result.savedCardId).not.toBeNull();
    expect(await walletBalanceOf(ben)).toBe(balanceAfterSaved);

    const cards = dataOf(
      await ben({ url: `/api/payments/v2/accounts/${BEN.account}/creditcards` }),
      z.array(listedSavedCardSchema),
    );
    const amex = cards.filter((card) => card.type === 'Amex');
    expect(amex.map((card) => card.cardId)).toEqual([result.savedCardId]);
    expect(amex[0]?.maskedNumber).toMatch(/0005$/);
  });

  it('processed again: the same answer, credited once', async () => {
    const again = await processed(savedTopUp);
    expect(again).toMatchObject({ status: 'Approved', balanceAfter: balanceAfterSaved });
    expect(await creditsOf(testApp, savedTopUp)).toEqual([
      expect.objectContaining({
        transactionType: 'TopUp',
        amountCents: 2500,
        paymentMethod: 'CreditCard',
        cardId: again.savedCardId,
      }),
    ]);
    expect(await walletBalanceOf(ben)).toBe(balanceAfterSaved);
  });

  it('processed by ten requests at once: credited once', async () => {
    const before = await walletBalanceOf(ben);
    const started = await start({ amount: 1200 });
    await submitCard(testApp, started.links, CARDS.mastercardApproved);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => processOf(started.rechargeTransactionId)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await creditsOf(testApp, started.rechargeTransactionId)).toHaveLength(1);
    expect(await walletBalanceOf(ben)).toBe(before + 1200);
    // Not asked to save: no card kept.
    const results = answers.map((answer) => dataOf(answer, rechargeResultSchema));
    expect(results.map((result) => result.savedCardId)).toEqual(Array(10).fill(null));
  });

  it('a declined card: the decline, no card saved, the balance as it was', async () => {
    const before = await walletBalanceOf(ben);
    const cardsBefore = dataOf(
      await ben({ url: `/api/payments/v2/accounts/${BEN.account}/creditcards` }),
      z.array(listedSavedCardSchema),
    );
    const started = await start({ saveCard: true });
    const submitted = await submitCard(testApp, started.links, CARDS.declined);
    expectReturnToTopUpPage(new URL(submitted.redirectUrl), started, 'FAILURE');
    const result = await processed(started.rechargeTransactionId);
    expect(result).toMatchObject({
      status: 'Declined',
      balanceAfter: null,
      savedCardId: null,
      message: `${RECHARGE_DECLINED_MESSAGE} Reason: Card declined.`,
    });
    expect(await walletBalanceOf(ben)).toBe(before);
    const cardsAfter = dataOf(
      await ben({ url: `/api/payments/v2/accounts/${BEN.account}/creditcards` }),
      z.array(listedSavedCardSchema),
    );
    expect(cardsAfter).toEqual(cardsBefore);
  });

  it('the return URL cannot turn a cancelled top-up into an approved one', async () => {
    const before = await walletBalanceOf(ben);
    const started = await start();
    const returned = await pressOnHostedPage(testApp, started.links, 'cancel');
    expectReturnToTopUpPage(returned, started, 'CANCEL');
    const response = await processOf(started.rechargeTransactionId, '?status=OK');
    expect(dataOf(response, rechargeResultSchema)).toMatchObject({
      status: 'Cancelled',
      message: RECHARGE_CANCELLED_MESSAGE,
    });
    expect(await walletBalanceOf(ben)).toBe(before);
  });
});

describe('a top-up by online banking', () => {
  it('approved at the bank: back to the top-up page, credited once as online banking', async () => {
    const before = await walletBalanceOf(ben);
    const started = await start({ paymentMethod: 'OnlineEftpos', amount: 3000, saveCard: true });
    expect(started.links.map((link) => link.rel)).not.toContain('ajaxSubmitCard');
    const returned = await pressOnHostedPage(testApp, started.links, 'bank', {
      decision: 'approve',
    });
    expectReturnToTopUpPage(returned, started, 'OK');
    const result = await processed(started.rechargeTransactionId);
    expect(result).toMatchObject({
      status: 'Approved',
      balanceAfter: before + 3000,
      savedCardId: null,
    });
    expect(await processed(started.rechargeTransactionId)).toEqual(result);
    expect(await creditsOf(testApp, started.rechargeTransactionId)).toEqual([
      expect.objectContaining({
        transactionType: 'OnlineBanking',
        description: 'Top up by online banking',
        paymentMethod: 'OnlineBanking',
        amountCents: 3000,
      }),
    ]);
    expect(await walletBalanceOf(ben)).toBe(before + 3000);
  });

  it('declined at the bank: FAILURE, the balance as it was', async () => {
    const before = await walletBalanceOf(ben);
    const started = await start({ paymentMethod: 'OnlineEftpos', amount: 3100 });
    const returned = await pressOnHostedPage(testApp, started.links, 'bank', {
      decision: 'decline',
    });
    expectReturnToTopUpPage(returned, started, 'FAILURE');
    const result = await processed(started.rechargeTransactionId);
    expect(result).toMatchObject({ status: 'Declined', balanceAfter: null });
    expect(result.message).toContain('Declined by the bank');
    expect(await creditsOf(testApp, started.rechargeTransactionId)).toEqual([]);
    expect(await walletBalanceOf(ben)).toBe(before);
  });
});

describe('starting a top-up', () => {
  it('one Idempotency-Key is one top-up; another body under it is refused', async () => {
    const key = newKey();
    const first = dataOf(await initiate(initiateBody(), key), initiatedRechargeSchema);
    const again = dataOf(await initiate(initiateBody(), key), initiatedRechargeSchema);
    expect(again).toEqual(first);
    const other = await initiate(initiateBody({ amount: 2600 }), key);
    expect(other.statusCode).toBe(422);
  });

  it('returns only to a path of the portal', async () => {
    for (const callbackUrl of ['https://evil.example/top-up', '//evil.example/top-up', '/\\evil']) {
      const response = await initiate(initiateBody({ callbackUrl }));
      expect(response.statusCode, callbackUrl).toBe(400);
    }
    const withQuery = await start({ callbackUrl: `${TOP_UP_PAGE}?tab=topUp` });
    const returned = await pressOnHostedPage(testApp, withQuery.links, 'cancel');
    expect(returned.searchParams.get('tab')).toBe('topUp');
    expect(returned.searchParams.get('status')).toBe('CANCEL');
  });

  it('keeps to the limits and to Ben’s own prepay line', async () => {
    expect((await initiate(initiateBody({ amount: 499 }))).statusCode).toBe(400);
    expect((await initiate(initiateBody({ amount: 50_001 }))).statusCode).toBe(400);
    expect((await initiate(initiateBody({ paymentMethod: 'Cash' }))).statusCode).toBe(400);
    const notBens = await initiate(initiateBody({ targetMsisdn: '0201234599' }));
    expect(notBens.statusCode).toBe(404);
    expect(messageOf(notBens)).toContain('0201234599');
  });

  it('an unknown top-up is not found', async () => {
    const response = await processOf('00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});

describe('after the card tests', () => {
  const numbers = Object.values(CARDS);

  it('no card number is stored anywhere in the database', async () => {
    expect(await findCardNumbers(testApp.database.db, numbers)).toEqual([]);
  });

  it('no card number is in a response or the server logs', () => {
    const text = `${bodies.join('\n')}\n${logs.text()}`;
    expect(logs.text()).toContain(`${BEN_PAYMENTS}/initiatePayment`);
    expect(findCardNumbersInText('responses and logs', text, numbers)).toEqual([]);
  });
});
