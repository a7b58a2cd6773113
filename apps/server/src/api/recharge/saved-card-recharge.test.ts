import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  AUTO_TOP_UP_DECLINED_BY_CUSTOMER_MESSAGE,
  RECHARGE_DECLINED_MESSAGE,
  rechargeResultSchema,
  SAVED_CARD_GONE_MESSAGE,
} from '@portal/contracts';
import { personas } from '../../../../../test-support/personas';
import {
  gatewayTransactions,
  idempotencyKeys,
  rechargeTransactions,
  savedCards,
} from '../../db/schema';
import {
  attemptIdOf,
  IDEMPOTENCY_KEY_REUSED_MESSAGE,
  requestHashOf,
} from '../../platform/idempotency';
import { seededAppWithLogs } from '../../test/test-app';
import { findCardNumbersInText } from '../../test/find-card-numbers';
import { dataOf, messageOf, newKey, signIn, type Person } from '../payments/testing';
import { holdTopUpForConfirmation, topUpWithSavedCard } from './index';
import { TOP_UP_TAKE_OVER_MS, type RechargeContext } from './recharge-context';
import { recordSavedCardTopUp } from './top-up-with-saved-card';
import {
  BEN,
  BEN_PAYMENTS,
  bensCards,
  creditsOf,
  rechargeContextOf,
  recorded,
  RECHARGE,
  setCardApproves,
  tablesHolding,
  tokensOf,
  walletBalanceOf,
} from './testing';

/** Ben tops up 0201234570 from his saved cards, and the scheduler's way in does the same. */
const { testApp, logs } = seededAppWithLogs({ timeout: 300_000 });
let ben: Person;
let context: RechargeContext;
let cards: { visa: string; mastercard: string };
const bodies: string[] = [];

beforeAll(async () => {
  ben = recorded(await signIn(testApp, personas.ben.email), bodies);
  context = rechargeContextOf(testApp);
  cards = await bensCards(ben);
}, 300_000);

const payWith = (cardId: string, json: unknown, key = newKey()) =>
  ben({ method: 'POST', url: `${BEN_PAYMENTS}/cards/${cardId}/payment`, json, key });
const processOf = (id: string, json?: unknown) =>
  ben({
    method: 'POST',
    url: `${RECHARGE}/accounts/${BEN.account}/rechargeTransactions/${id}/process`,
    ...(json === undefined ? {} : { json }),
  });
const rechargeRowCount = async () =>
  (await testApp.database.db.select().from(rechargeTransactions)).length;

describe('a top-up from a saved card', () => {
  it('tops up $20 with the Mastercard: credited once, and the spend history shows it', async () => {
    const before = await walletBalanceOf(ben);
    const key = newKey();
    const body = { amount: 2000, targetMsisdn: BEN.line };
    const result = dataOf(await payWith(cards.mastercard, body, key), rechargeResultSchema);
    expect(result).toMatchObject({
      status: 'Approved',
      amount: 2000,
      targetMsisdn: BEN.line,
      balanceAfter: before + 2000,
      savedCardId: null,
      message: null,
    });
    expect(await walletBalanceOf(ben)).toBe(before + 2000);

    const history = await creditsOf(testApp, result.rechargeTransactionId);
    expect(history).toEqual([
      expect.objectContaining({
        transactionType: 'TopUp',
        description: 'Top up by card',
        amountCents: 2000,
        balanceAfterCents: before + 2000,
        paymentMethod: 'CreditCard',
        cardId: cards.mastercard,
      }),
    ]);

    // The same request again is the same top-up, not a second one.
    const again = dataOf(await payWith(cards.mastercard, body, key), rechargeResultSchema);
    expect(again).toEqual(result);
    expect(await creditsOf(testApp, result.rechargeTransactionId)).toHaveLength(1);
    expect(await walletBalanceOf(ben)).toBe(before + 2000);
  });

  it('finishes a top-up whose process died after charging, on a retry, charging once', async () => {
    const { db } = testApp.database;
    const before = await walletBalanceOf(ben);
    const key = newKey();
    const body = { amount: 1200, targetMsisdn: BEN.line };
    const scope = `recharge:${BEN.account}:card-payment`;
    const id = attemptIdOf(scope, key);
    // What a process killed mid-request leaves: the key claimed longer ago than the take-over
    // time, the top-up recorded as Pending, and the gateway's charge made.
    await db.insert(idempotencyKeys).values({
      scope,
      key,
      requestHash: requestHashOf({ cardId: cards.mastercard, ...body }),
      status: 'InProgress',
      createdAt: sql`now() - (${TOP_UP_TAKE_OVER_MS + 5_000} * interval '1 millisecond')`,
    });
    const topUp = {
      accountCode: BEN.account,
      targetMsisdn: BEN.line,
      cardId: cards.mastercard,
      amountCents: 1200,
      trigger: 'Customer' as const,
      runKey: null,
    };
    await recordSavedCardTopUp(context, topUp, 'Pending', id);
    const [card] = await db
      .select({ token: savedCards.gatewayToken })
      .from(savedCards)
      .where(eq(savedCards.cardId, cards.mastercard));
    await context.gateway.chargeToken(card?.token ?? '', id, {
      amount: 1200,
      merchantReference: id,
    });
    const rowsBefore = await rechargeRowCount();

    const result = dataOf(await payWith(cards.mastercard, body, key), rechargeResultSchema);
    expect(result).toMatchObject({
      rechargeTransactionId: id,
      status: 'Approved',
      balanceAfter: before + 1200,
    });
    expect(await walletBalanceOf(ben)).toBe(before + 1200);
    expect(await creditsOf(testApp, id)).toHaveLength(1);
    expect(await rechargeRowCount()).toBe(rowsBefore);
    const charges = await db
      .select()
      .from(gatewayTransactions)
      .where(eq(gatewayTransactions.idempotencyKey, id));
    expect(charges).toHaveLength(1);
    // And the answer is kept: the same request again is the same top-up.
    expect(dataOf(await payWith(cards.mastercard, body, key), rechargeResultSchema)).toEqual(
      result,
    );
  });

  it('refuses the same Idempotency-Key with another body (422)', async () => {
    const key = newKey();
    await payWith(cards.mastercard, { amount: 1000, targetMsisdn: BEN.line }, key);
    const other = await payWith(cards.mastercard, { amount: 1100, targetMsisdn: BEN.line }, key);
    expect(other.statusCode).toBe(422);
    expect(messageOf(other)).toBe(IDEMPOTENCY_KEY_REUSED_MESSAGE);
    const otherCard = await payWith(cards.visa, { amount: 1000, targetMsisdn: BEN.line }, key);
    expect(otherCard.statusCode).toBe(422);
  });

  it('a declined card answers the decline and leaves the balance as it was', async () => {
    await setCardApproves(testApp, cards.mastercard, false);
    try {
      const before = await walletBalanceOf(ben);
      const result = dataOf(
        await payWith(cards.mastercard, { amount: 2000, targetMsisdn: BEN.line }),
        rechargeResultSchema,
      );
      expect(result).toMatchObject({ status: 'Declined', balanceAfter: null });
      expect(result.message).toBe(`${RECHARGE_DECLINED_MESSAGE} Reason: Card declined.`);
      expect(await walletBalanceOf(ben)).toBe(before);
      expect(await creditsOf(testApp, result.rechargeTransactionId)).toEqual([]);
      // Processing it again does not charge or credit it.
      const again = dataOf(await processOf(result.rechargeTransactionId), rechargeResultSchema);
      expect(again.status).toBe('Declined');
      expect(await walletBalanceOf(ben)).toBe(before);
    } finally {
      await setCardApproves(testApp, cards.mastercard, true);
    }
  });

  it('50 concurrent requests with one Idempotency-Key credit exactly once', async () => {
    const before = await walletBalanceOf(ben);
    const rowsBefore = await rechargeRowCount();
    const key = newKey();
    const body = { amount: 1500, targetMsisdn: BEN.line };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => payWith(cards.mastercard, body, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const ids = new Set(
      answers.map((answer) => dataOf(answer, rechargeResultSchema).rechargeTransactionId),
    );
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(await creditsOf(testApp, id ?? '')).toHaveLength(1);
    expect(await rechargeRowCount()).toBe(rowsBefore + 1);
    expect(await walletBalanceOf(ben)).toBe(before + 1500);
  });

  it('keeps to $5.00–$500.00 in whole cents and needs an Idempotency-Key', async () => {
    const statusOf = async (amount: number) =>
      (await payWith(cards.mastercard, { amount, targetMsisdn: BEN.line })).statusCode;
    expect(await statusOf(499)).toBe(400);
    expect(await statusOf(50_001)).toBe(400);
    expect(await statusOf(1250.5)).toBe(400);
    expect(await statusOf(500)).toBe(200);
    const noKey = await ben({
      method: 'POST',
      url: `${BEN_PAYMENTS}/cards/${cards.mastercard}/payment`,
      json: { amount: 1000, targetMsisdn: BEN.line },
    });
    expect(noKey.statusCode).toBe(400);
  });

  it('tops up only an active prepay line of the account in the path (else 404)', async () => {
    const before = await walletBalanceOf(ben);
    // 0201234599 is an active prepay line, but not Ben's; 0211234567 is Aroha's postpay line.
    for (const targetMsisdn of ['0201234599', '0211234567', '0209999999']) {
      const response = await payWith(cards.mastercard, { amount: 1000, targetMsisdn });
      expect(response.statusCode, targetMsisdn).toBe(404);
    }
    expect(
      (await payWith('card_not_bens', { amount: 1000, targetMsisdn: BEN.line })).statusCode,
    ).toBe(404);
    expect(await walletBalanceOf(ben)).toBe(before);
  });
});

describe('the scheduler’s way in: topUpWithSavedCard', () => {
  it('two schedulers with one run key make one top-up and one credit', async () => {
    const before = await walletBalanceOf(ben);
    const topUp = {
      accountCode: BEN.account,
      targetMsisdn: BEN.line,
      cardId: cards.visa,
      amountCents: 3000,
      trigger: 'Monthly' as const,
      runKey: `monthly:${BEN.line}:2099-01`,
    };
    const runs = await Promise.all([
      topUpWithSavedCard(context, topUp),
      topUpWithSavedCard(context, topUp),
      topUpWithSavedCard(context, topUp),
    ]);
    expect(runs.filter((run) => run.created)).toHaveLength(1);
    const ids = new Set(runs.map((run) => run.result.rechargeTransactionId));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(await creditsOf(testApp, id ?? '')).toEqual([
      expect.objectContaining({
        transactionType: 'MonthlyAutoTopUp',
        description: 'Monthly Auto Top Up',
        amountCents: 3000,
      }),
    ]);
    expect(await walletBalanceOf(ben)).toBe(before + 3000);

    const later = await topUpWithSavedCard(context, topUp);
    expect(later).toMatchObject({ created: false, result: { status: 'Approved' } });
    expect(await walletBalanceOf(ben)).toBe(before + 3000);
  });

  it('a card removed since the auto top-up was set up fails it with a message', async () => {
    const { db } = testApp.database;
    const before = await walletBalanceOf(ben);
    await db
      .update(savedCards)
      .set({ removedAt: new Date() })
      .where(eq(savedCards.cardId, cards.mastercard));
    try {
      const run = await topUpWithSavedCard(context, {
        accountCode: BEN.account,
        targetMsisdn: BEN.line,
        cardId: cards.mastercard,
        amountCents: 2000,
        trigger: 'LowBalance',
        runKey: `low-balance:${BEN.line}:card-gone`,
      });
      expect(run.result).toMatchObject({ status: 'Failed', message: SAVED_CARD_GONE_MESSAGE });
      expect(await walletBalanceOf(ben)).toBe(before);
    } finally {
      await db
        .update(savedCards)
        .set({ removedAt: null })
        .where(eq(savedCards.cardId, cards.mastercard));
    }
  });
});

describe('a low-balance auto top-up held for Ben’s yes', () => {
  const hold = (runKey: string) =>
    holdTopUpForConfirmation(context, {
      accountCode: BEN.account,
      targetMsisdn: BEN.line,
      cardId: cards.visa,
      amountCents: 2000,
      runKey,
    });

  it('Confirm charges the saved card once; confirming again changes nothing', async () => {
    const before = await walletBalanceOf(ben);
    const held = await hold(`low-balance:${BEN.line}:confirm`);
    expect(held).toMatchObject({ created: true, result: { status: 'AwaitingConfirmation' } });
    const id = held.result.rechargeTransactionId;

    const undecided = await processOf(id, {});
    expect(undecided.statusCode).toBe(400);

    const confirmations = await Promise.all(
      Array.from({ length: 5 }, () => processOf(id, { decision: 'Confirm' })),
    );
    expect(confirmations.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    const confirmed = dataOf(await processOf(id, { decision: 'Confirm' }), rechargeResultSchema);
    expect(confirmed).toMatchObject({ status: 'Approved', balanceAfter: before + 2000 });
    expect(await creditsOf(testApp, id)).toEqual([
      expect.objectContaining({ transactionType: 'AutoTopUp', amountCents: 2000 }),
    ]);
    expect(await walletBalanceOf(ben)).toBe(before + 2000);
  });

  it('Decline cancels it: nothing charged, and a later Confirm does not revive it', async () => {
    const before = await walletBalanceOf(ben);
    const held = await hold(`low-balance:${BEN.line}:decline`);
    const id = held.result.rechargeTransactionId;
    const declined = dataOf(await processOf(id, { decision: 'Decline' }), rechargeResultSchema);
    expect(declined).toMatchObject({
      status: 'Cancelled',
      message: AUTO_TOP_UP_DECLINED_BY_CUSTOMER_MESSAGE,
    });
    const late = dataOf(await processOf(id, { decision: 'Confirm' }), rechargeResultSchema);
    expect(late.status).toBe('Cancelled');
    expect(await creditsOf(testApp, id)).toEqual([]);
    expect(await walletBalanceOf(ben)).toBe(before);
  });
});

describe('after the saved-card top-ups', () => {
  it('no card number or gateway token is in a response or a log line', async () => {
    const tokens = await tokensOf(testApp, BEN.account);
    expect(tokens).toHaveLength(2);
    const text = `${bodies.join('\n')}\n${logs.text()}`;
    expect(logs.text()).toContain(`${BEN_PAYMENTS}/cards/`);
    expect(findCardNumbersInText('responses and logs', text)).toEqual([]);
    for (const token of tokens) expect(text).not.toContain(token);
  });

  it('the tokens are kept only by the gateway’s vault and its transactions, and saved_cards', async () => {
    const tokens = await tokensOf(testApp, BEN.account);
    expect(await tablesHolding(testApp, tokens)).toEqual([
      'public.gateway_card_vault',
      'public.gateway_transactions',
      'public.saved_cards',
    ]);
  });
});
