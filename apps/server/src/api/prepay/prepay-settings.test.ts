import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import {
  CARD_REMOVE_FAILED_MESSAGE,
  MONTHLY_TARGET_NOT_PREPAY_MESSAGE,
  PREPAY_CARD_EXPIRED_MESSAGE,
  PREPAY_CARD_NOT_SAVED_MESSAGE,
} from '@portal/contracts';
import {
  CARD_USED_BY_AUTO_TOP_UP,
  CARD_USED_BY_AUTOPAY,
  CARD_USED_BY_AUTOPAY_AND_AUTO_TOP_UP,
  INVALID_PREPAY_NUMBER_MESSAGE,
  nextMonthlyRunDate,
  toNzDateKey,
} from '@portal/domain';
import {
  auditLog,
  prepayTransactions,
  rechargeTransactions,
  walletBalances,
} from '../../db/schema';
import { monthlyRunKey } from '../../db/recharge-run-keys';
import { appForTests } from '../../test/test-app';
import type { BrowserRequest } from '../../test/test-browser';
import { AUTO_TOP_UP_DECLINED_MESSAGE } from './auto-top-up-status';
import {
  BEN_ACCOUNT,
  BEN_LINE,
  bensCards,
  configurationOf,
  demoSettingBodies,
  insertCard,
  MANAGEMENT,
  messageOf,
  RECHARGE,
} from './testing';

const { testApp, people } = appForTests({ seed: true }, 300_000);
const BEN = 'ben@example.nz';
let cards: { visa: string; mastercard: string };

beforeAll(async () => {
  cards = await bensCards(testApp);
}, 300_000);

const ben = (request: BrowserRequest) => people.call(BEN, request);
const read = async () => configurationOf(await ben({ url: RECHARGE }));

/** The demo's settings, through the recharge family, so each test starts from them. */
async function restoreDemoSettings(): Promise<void> {
  const demo = demoSettingBodies(cards.visa);
  const puts: BrowserRequest[] = [
    { method: 'PUT', url: `${RECHARGE}/autoPay`, json: demo.autopay },
    { method: 'PUT', url: `${RECHARGE}/autotopup`, json: demo.rechargeAutoTopUp },
    { method: 'PUT', url: `${RECHARGE}/monthlyAutoTopup`, json: demo.rechargeMonthly },
  ];
  for (const request of puts) expect((await ben(request)).statusCode).toBe(200);
}
afterEach(restoreDemoSettings);

const demoMonthly = () => ({
  targetServiceEntity: BEN_LINE,
  cardId: cards.visa,
  dayOfMonth: 15,
  topupAmountIncludingGst: 3000,
  nextRunDate: nextMonthlyRunDate(15, new Date()),
});

describe('the recharge configuration of Ben’s line', () => {
  it('has his balance, the limits, cards in use first, autopay and both auto top-ups', async () => {
    const [wallet] = await testApp.database.db
      .select()
      .from(walletBalances)
      .where(eq(walletBalances.serviceEntity, BEN_LINE));
    expect(await read()).toEqual({
      accountCode: BEN_ACCOUNT,
      serviceEntity: BEN_LINE,
      balance: wallet?.balanceCents,
      balanceExpiryDate: wallet?.expiresAt ? toNzDateKey(wallet.expiresAt) : null,
      limits: { minimumTopUp: 500, maximumTopUp: 50_000 },
      savedCards: [
        expect.objectContaining({
          cardId: cards.visa,
          maskedNumber: '************1111',
          removable: false,
          usageDescription: CARD_USED_BY_AUTOPAY_AND_AUTO_TOP_UP,
        }),
        expect.objectContaining({
          cardId: cards.mastercard,
          removable: true,
          usageDescription: null,
        }),
      ],
      autopay: { enabled: true, cardId: cards.visa },
      autoTopup: {
        cardId: cards.visa,
        topupAmountIncludingGst: 2000,
        lowBalanceThresholdIncludingGst: 500,
        requiresCustomerConfirmation: false,
      },
      monthlyAutoTopups: [demoMonthly()],
      lastAutoTopUpFailure: null,
      pendingConfirmation: null,
    });
  });

  it('is a 404 for a postpay line', async () => {
    const response = await people.call('aroha@example.nz', {
      url: '/api/recharge/v1/configuration/accounts/30000001/serviceEntities/0211234567',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('one store, two families', () => {
  it('autopay set through prepay management is read and turned off through recharge', async () => {
    const set = await ben({
      method: 'POST',
      url: `${MANAGEMENT}/autopay`,
      json: { cardId: cards.mastercard, termsAccepted: true },
    });
    expect(messageOf(set)).toBe('Autopay has been set up');
    expect(configurationOf(set).autopay).toEqual({ enabled: true, cardId: cards.mastercard });
    const read1 = await read();
    expect(read1.autopay).toEqual({ enabled: true, cardId: cards.mastercard });
    // Both in use now, each with its own wording.
    expect(read1.savedCards).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ cardId: cards.visa, usageDescription: CARD_USED_BY_AUTO_TOP_UP }),
        expect.objectContaining({
          cardId: cards.mastercard,
          removable: false,
          usageDescription: CARD_USED_BY_AUTOPAY,
        }),
      ]),
    );

    const off = await ben({ method: 'DELETE', url: `${RECHARGE}/autoPay` });
    expect(messageOf(off)).toBe('Autopay has been deleted');
    expect((await read()).autopay).toEqual({ enabled: false, cardId: null });
    // Turning off what is off is no error.
    expect((await ben({ method: 'DELETE', url: `${MANAGEMENT}/autopay` })).statusCode).toBe(200);
  });

  it('a low-balance auto top-up set through recharge is changed and removed through management', async () => {
    await ben({
      method: 'PUT',
      url: `${RECHARGE}/autotopup`,
      json: {
        cardId: cards.mastercard,
        topupAmountIncludingGst: 2500,
        lowBalanceThresholdIncludingGst: 800,
        requiresCustomerConfirmation: true,
        termsAccepted: true,
      },
    });
    expect((await read()).autoTopup).toEqual({
      cardId: cards.mastercard,
      topupAmountIncludingGst: 2500,
      lowBalanceThresholdIncludingGst: 800,
      requiresCustomerConfirmation: true,
    });

    // The management body has no threshold: the one set is kept.
    const changed = await ben({
      method: 'PUT',
      url: `${MANAGEMENT}/autoTopup`,
      json: {
        amount: 1500,
        requiresAutoTopupConfirmation: false,
        cardId: cards.visa,
        termsAccepted: true,
      },
    });
    expect(messageOf(changed)).toBe('Auto Top Up has been set up');
    expect((await read()).autoTopup).toEqual({
      cardId: cards.visa,
      topupAmountIncludingGst: 1500,
      lowBalanceThresholdIncludingGst: 800,
      requiresCustomerConfirmation: false,
    });

    const removed = await ben({ method: 'DELETE', url: `${MANAGEMENT}/autoTopup` });
    expect(messageOf(removed)).toBe('Auto Top Up has been deleted');
    expect((await read()).autoTopup).toBeNull();
  });

  /** Whether this month's monthly top-up has run (the seed's history may hold it). */
  const ranThisMonth = async () =>
    (
      await testApp.database.db
        .select({ id: rechargeTransactions.id })
        .from(rechargeTransactions)
        .where(
          eq(
            rechargeTransactions.runKey,
            monthlyRunKey(BEN_LINE, toNzDateKey(new Date()).slice(0, 7)),
          ),
        )
    ).length > 0;

  it('a monthly auto top-up on day 28 goes both ways', async () => {
    const set = await ben({
      method: 'PUT',
      url: `${MANAGEMENT}/monthlyAutoTopup`,
      json: {
        targetMsisdn: BEN_LINE,
        dayOfMonth: 28,
        amount: 2000,
        cardId: cards.mastercard,
        termsAccepted: true,
      },
    });
    expect(messageOf(set)).toBe('Monthly Auto Top Up has been set up');
    expect((await read()).monthlyAutoTopups).toEqual([
      {
        targetServiceEntity: BEN_LINE,
        cardId: cards.mastercard,
        dayOfMonth: 28,
        topupAmountIncludingGst: 2000,
        nextRunDate: nextMonthlyRunDate(28, new Date(), { ranThisMonth: await ranThisMonth() }),
      },
    ]);
    const removed = await ben({
      method: 'DELETE',
      url: `${RECHARGE}/monthlyAutoTopup?targetServiceEntity=${BEN_LINE}`,
    });
    expect(messageOf(removed)).toBe('Auto Top Up has been deleted');
    expect((await read()).monthlyAutoTopups).toEqual([]);

    await restoreDemoSettings();
    expect((await read()).monthlyAutoTopups).toEqual([demoMonthly()]);
    await ben({ method: 'DELETE', url: `${MANAGEMENT}/monthlyAutoTopup?targetMsisdn=${BEN_LINE}` });
    expect((await read()).monthlyAutoTopups).toEqual([]);
  });

  it('takes the $5.00 threshold when none was ever set', async () => {
    // The spare prepay number's account, which staff may open; it has no settings yet.
    const card = await insertCard(testApp, {
      cardId: 'card_spare_line',
      accountCode: '30000199',
      expiryYear: new Date().getFullYear() + 2,
    });
    const spare =
      '/api/mobile/v2/prepay/management/accountCode/30000199/serviceEntities/0201234599';
    const set = await people.call('sam.sales@example.nz', {
      method: 'PUT',
      url: `${spare}/autoTopup`,
      json: {
        amount: 1000,
        requiresAutoTopupConfirmation: false,
        cardId: card,
        termsAccepted: true,
      },
    });
    expect(configurationOf(set).autoTopup).toEqual({
      cardId: card,
      topupAmountIncludingGst: 1000,
      lowBalanceThresholdIncludingGst: 500,
      requiresCustomerConfirmation: false,
    });
  });

  it('keeps who changed what in the audit log', async () => {
    const me = (await people.data(BEN, '/api/iam/Users/me')) as { userGuid: string };
    await ben({
      method: 'POST',
      url: `${MANAGEMENT}/autopay`,
      json: { cardId: cards.mastercard, termsAccepted: true },
    });
    const [entry] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'prepay-autopay-set'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actor: me.userGuid,
      accountCode: BEN_ACCOUNT,
      details: { serviceEntity: BEN_LINE, cardId: cards.mastercard },
    });
  });
});

describe('refused settings change nothing', () => {
  const nextYear = new Date().getFullYear() + 1;
  let otherAccountsCard = '';
  let removedCard = '';
  let expiredCard = '';
  beforeAll(async () => {
    otherAccountsCard = await insertCard(testApp, {
      cardId: 'card_of_aroha',
      accountCode: '30000001',
      expiryYear: nextYear,
    });
    removedCard = await insertCard(testApp, {
      cardId: 'card_ben_removed',
      accountCode: BEN_ACCOUNT,
      expiryYear: nextYear,
      removed: true,
    });
    expiredCard = await insertCard(testApp, {
      cardId: 'card_ben_expired',
      accountCode: BEN_ACCOUNT,
      expiryYear: 2020,
    });
  });

  const monthlyBody = (change: Record<string, unknown>) => ({
    targetMsisdn: BEN_LINE,
    dayOfMonth: 10,
    amount: 2000,
    cardId: cards.visa,
    termsAccepted: true,
    ...change,
  });
  const autoTopUpBody = (change: Record<string, unknown>) => ({
    cardId: cards.visa,
    topupAmountIncludingGst: 2000,
    lowBalanceThresholdIncludingGst: 500,
    requiresCustomerConfirmation: false,
    termsAccepted: true,
    ...change,
  });
  const cases: {
    name: string;
    request: () => BrowserRequest;
    status: number;
    message: string;
  }[] = [
    {
      name: 'autopay without terms (management)',
      request: () => ({
        method: 'POST',
        url: `${MANAGEMENT}/autopay`,
        json: { cardId: cards.mastercard },
      }),
      status: 400,
      message: 'Please accept the terms and conditions.',
    },
    {
      name: 'autopay with terms refused (recharge)',
      request: () => ({
        method: 'PUT',
        url: `${RECHARGE}/autoPay`,
        json: { cardId: cards.mastercard, termsAccepted: false },
      }),
      status: 400,
      message: 'Please accept the terms and conditions.',
    },
    {
      name: 'auto top-up without terms (recharge)',
      request: () => ({
        method: 'PUT',
        url: `${RECHARGE}/autotopup`,
        json: autoTopUpBody({ termsAccepted: undefined }),
      }),
      status: 400,
      message: 'Please accept the terms and conditions.',
    },
    {
      name: 'monthly without terms (management)',
      request: () => ({
        method: 'PUT',
        url: `${MANAGEMENT}/monthlyAutoTopup`,
        json: monthlyBody({ termsAccepted: false }),
      }),
      status: 400,
      message: 'Please accept the terms and conditions.',
    },
    {
      name: 'monthly on day 29 (management)',
      request: () => ({
        method: 'PUT',
        url: `${MANAGEMENT}/monthlyAutoTopup`,
        json: monthlyBody({ dayOfMonth: 29 }),
      }),
      status: 400,
      message: 'Choose a day from 1 to 28.',
    },
    {
      name: 'monthly on day 29 (recharge)',
      request: () => ({
        method: 'PUT',
        url: `${RECHARGE}/monthlyAutoTopup`,
        json: {
          targetServiceEntity: BEN_LINE,
          cardId: cards.visa,
          dayOfMonth: 29,
          topupAmountIncludingGst: 2000,
          termsAccepted: true,
        },
      }),
      status: 400,
      message: 'Choose a day from 1 to 28.',
    },
    {
      name: 'monthly of $4.99 (management)',
      request: () => ({
        method: 'PUT',
        url: `${MANAGEMENT}/monthlyAutoTopup`,
        json: monthlyBody({ amount: 499 }),
      }),
      status: 400,
      message: 'Top up at least $5.00.',
    },
    {
      name: 'auto top-up of $500.01 (recharge)',
      request: () => ({
        method: 'PUT',
        url: `${RECHARGE}/autotopup`,
        json: autoTopUpBody({ topupAmountIncludingGst: 50_001 }),
      }),
      status: 400,
      message: 'Top up at most $500.00.',
    },
    {
      name: 'auto top-up of $4.99 (management)',
      request: () => ({
        method: 'PUT',
        url: `${MANAGEMENT}/autoTopup`,
        json: {
          amount: 499,
          requiresAutoTopupConfirmation: false,
          cardId: cards.visa,
          termsAccepted: true,
        },
      }),
      status: 400,
      message: 'Top up at least $5.00.',
    },
    {
      name: 'autopay on another account’s card',
      request: () => ({
        method: 'POST',
        url: `${MANAGEMENT}/autopay`,
        json: { cardId: otherAccountsCard, termsAccepted: true },
      }),
      status: 422,
      message: PREPAY_CARD_NOT_SAVED_MESSAGE,
    },
    {
      name: 'auto top-up on a removed card',
      request: () => ({
        method: 'PUT',
        url: `${RECHARGE}/autotopup`,
        json: autoTopUpBody({ cardId: removedCard }),
      }),
      status: 422,
      message: PREPAY_CARD_NOT_SAVED_MESSAGE,
    },
    {
      name: 'monthly on an expired card',
      request: () => ({
        method: 'PUT',
        url: `${MANAGEMENT}/monthlyAutoTopup`,
        json: monthlyBody({ cardId: expiredCard }),
      }),
      status: 422,
      message: PREPAY_CARD_EXPIRED_MESSAGE,
    },
    {
      name: 'monthly on a card that does not exist',
      request: () => ({
        method: 'PUT',
        url: `${MANAGEMENT}/monthlyAutoTopup`,
        json: monthlyBody({ cardId: 'card_nobody_has' }),
      }),
      status: 422,
      message: PREPAY_CARD_NOT_SAVED_MESSAGE,
    },
    {
      name: 'monthly for a prepay number of another account',
      request: () => ({
        method: 'PUT',
        url: `${MANAGEMENT}/monthlyAutoTopup`,
        json: monthlyBody({ targetMsisdn: '0201234599' }),
      }),
      status: 422,
      message: MONTHLY_TARGET_NOT_PREPAY_MESSAGE,
    },
    {
      name: 'monthly for a postpay number',
      request: () => ({
        method: 'PUT',
        url: `${RECHARGE}/monthlyAutoTopup`,
        json: {
          targetServiceEntity: '0211234567',
          cardId: cards.visa,
          dayOfMonth: 3,
          topupAmountIncludingGst: 2000,
          termsAccepted: true,
        },
      }),
      status: 422,
      message: MONTHLY_TARGET_NOT_PREPAY_MESSAGE,
    },
  ];

  for (const refused of cases) {
    it(refused.name, async () => {
      const before = await read();
      const response = await ben(refused.request());
      expect(response.statusCode).toBe(refused.status);
      const body = response.json<{
        message: string;
        data: { fieldErrors: { message: string }[] } | null;
      }>();
      const messages = [body.message, ...(body.data?.fieldErrors.map((e) => e.message) ?? [])];
      expect(messages).toContain(refused.message);
      expect(await read()).toEqual(before);
    });
  }

  it('takes $5.00 and $500.00, the ends of the range', async () => {
    const low = await ben({
      method: 'PUT',
      url: `${RECHARGE}/autotopup`,
      json: autoTopUpBody({ topupAmountIncludingGst: 500 }),
    });
    expect(configurationOf(low).autoTopup?.topupAmountIncludingGst).toBe(500);
    const high = await ben({
      method: 'PUT',
      url: `${MANAGEMENT}/monthlyAutoTopup`,
      json: monthlyBody({ amount: 50_000 }),
    });
    expect(configurationOf(high).monthlyAutoTopups[0]?.topupAmountIncludingGst).toBe(50_000);
  });
});

describe('validateActiveService', () => {
  const validate = (number: string) =>
    people.call('kiri@example.nz', {
      url: `/api/mobile/v2/prepay/management/serviceEntities/${number}/validateActiveService`,
    });

  it('tells anyone signed in whether a number is an active prepay number, and nothing more', async () => {
    const answers = await Promise.all(
      ['0201234599', '0211234567', '0209999999'].map(async (number) => {
        const response = await validate(number);
        expect(response.statusCode).toBe(200);
        return response.json<{ data: unknown }>().data;
      }),
    );
    expect(answers).toEqual([
      { serviceEntity: '0201234599', isActivePrepayService: true },
      { serviceEntity: '0211234567', isActivePrepayService: false },
      { serviceEntity: '0209999999', isActivePrepayService: false },
    ]);
  });

  it('refuses a malformed number with the spec’s prepay message', async () => {
    for (const number of ['abc', '0211', '0912345678']) {
      const response = await validate(number);
      expect(response.statusCode, number).toBe(400);
      expect(messageOf(response)).toBe(INVALID_PREPAY_NUMBER_MESSAGE);
    }
  });
});

describe('automatic top-ups on the screen', () => {
  const db = () => testApp.database.db;
  // The seed records the history's automatic top-ups; these tests start without them.
  beforeAll(async () => {
    await db()
      .update(prepayTransactions)
      .set({ rechargeTransactionId: null })
      .where(eq(prepayTransactions.serviceEntity, BEN_LINE));
    await db()
      .delete(rechargeTransactions)
      .where(eq(rechargeTransactions.accountCode, BEN_ACCOUNT));
  });
  const automatic = (row: {
    trigger: 'LowBalance' | 'Monthly';
    status: string;
    daysAgo: number;
    runKey?: string;
    failureMessage?: string;
  }) => ({
    id: randomUUID(),
    accountCode: BEN_ACCOUNT,
    targetMsisdn: BEN_LINE,
    amountCents: 2000,
    method: 'SavedCard',
    trigger: row.trigger,
    cardId: cards.visa,
    status: row.status,
    runKey: row.runKey ?? null,
    failureMessage: row.failureMessage ?? null,
    createdAt: new Date(Date.now() - row.daysAgo * 86_400_000),
  });

  it('shows the newest failure since the last success, and a top-up held for a yes', async () => {
    const period = toNzDateKey(new Date()).slice(0, 7);
    const ranMonthly = automatic({
      trigger: 'Monthly',
      status: 'Approved',
      daysAgo: 3,
      runKey: `monthly:${BEN_LINE}:${period}`,
    });
    const failed = automatic({
      trigger: 'LowBalance',
      status: 'Failed',
      daysAgo: 2,
      failureMessage: 'The card has expired.',
    });
    await db().insert(rechargeTransactions).values([ranMonthly, failed]);
    const afterFailure = await read();
    expect(afterFailure.lastAutoTopUpFailure).toEqual({
      rechargeTransactionId: failed.id,
      trigger: 'LowBalance',
      amount: 2000,
      failedAt: failed.createdAt.toISOString(),
      message: 'The card has expired.',
    });
    // This month's run is done: the next one is next month's.
    expect(afterFailure.monthlyAutoTopups[0]?.nextRunDate).toBe(
      nextMonthlyRunDate(15, new Date(), { ranThisMonth: true }),
    );

    await db()
      .insert(rechargeTransactions)
      .values(automatic({ trigger: 'LowBalance', status: 'Approved', daysAgo: 1 }));
    expect((await read()).lastAutoTopUpFailure).toBeNull();

    const declined = automatic({ trigger: 'Monthly', status: 'Declined', daysAgo: 0 });
    const held = automatic({ trigger: 'LowBalance', status: 'AwaitingConfirmation', daysAgo: 0 });
    await db().insert(rechargeTransactions).values([declined, held]);
    const now = await read();
    expect(now.lastAutoTopUpFailure).toMatchObject({
      rechargeTransactionId: declined.id,
      trigger: 'Monthly',
      message: AUTO_TOP_UP_DECLINED_MESSAGE,
    });
    expect(now.pendingConfirmation).toEqual({
      rechargeTransactionId: held.id,
      amount: 2000,
      cardId: cards.visa,
      requestedAt: held.createdAt.toISOString(),
    });

    await db()
      .delete(rechargeTransactions)
      .where(eq(rechargeTransactions.accountCode, BEN_ACCOUNT));
  });
});

describe('a card in use cannot be removed', () => {
  const removeMastercard = () =>
    ben({
      method: 'DELETE',
      url: `/api/payments/v2/accounts/${BEN_ACCOUNT}/creditcards/${cards.mastercard}`,
    });
  // The demo's settings, moved to the Mastercard.
  const onMastercard = () => demoSettingBodies(cards.mastercard);
  const autopayOnMastercard = (): BrowserRequest => ({
    method: 'PUT',
    url: `${RECHARGE}/autoPay`,
    json: onMastercard().autopay,
  });
  const uses: [string, () => BrowserRequest][] = [
    ['autopay', autopayOnMastercard],
    [
      'the low-balance auto top-up',
      () => ({
        method: 'PUT',
        url: `${MANAGEMENT}/autoTopup`,
        json: onMastercard().managementAutoTopUp,
      }),
    ],
    [
      'a monthly auto top-up',
      () => ({
        method: 'PUT',
        url: `${MANAGEMENT}/monthlyAutoTopup`,
        json: onMastercard().managementMonthly,
      }),
    ],
  ];

  for (const [use, request] of uses) {
    it(`refuses to remove the Mastercard while ${use} uses it`, async () => {
      expect((await ben(request())).statusCode).toBe(200);
      const refused = await removeMastercard();
      expect(refused.statusCode).toBe(409);
      expect(messageOf(refused)).toBe(CARD_REMOVE_FAILED_MESSAGE);
    });
  }

  it('a card set up and removed at the same moment ends in one of them only', async () => {
    const [set, removed] = await Promise.all([ben(autopayOnMastercard()), removeMastercard()]);
    const setFirst = set.statusCode === 200 && removed.statusCode === 409;
    const removedFirst = removed.statusCode === 200 && set.statusCode === 422;
    expect(setFirst || removedFirst, `${set.statusCode} ${removed.statusCode}`).toBe(true);
    if (setFirst) {
      await restoreDemoSettings();
      expect((await removeMastercard()).statusCode).toBe(200);
    }
    const again = await ben(autopayOnMastercard());
    expect(again.statusCode).toBe(422);
    expect(messageOf(again)).toBe(PREPAY_CARD_NOT_SAVED_MESSAGE);
    const listed = (await read()).savedCards.map((card) => card.cardId);
    expect(listed).toContain(cards.visa);
    expect(listed).not.toContain(cards.mastercard);
  });
});
