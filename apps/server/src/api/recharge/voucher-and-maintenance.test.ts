import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  activeMaintenanceWindowSchema,
  initiatedRechargeSchema,
  MAINTENANCE_TOP_UP_MESSAGE,
  rechargeResultSchema,
  VOUCHER_INVALID_MESSAGE,
  VOUCHER_USED_MESSAGE,
  voucherOrderResultSchema,
} from '@portal/contracts';
import { personas } from '../../../../../test-support/personas';
import {
  maintenanceWindows,
  prepayTransactions,
  rechargeTransactions,
  vouchers,
} from '../../db/schema';
import { appForTests } from '../../test/test-app';
import {
  anonymous,
  CARDS,
  dataOf,
  messageOf,
  newKey,
  signIn,
  submitCard,
  type Person,
} from '../payments/testing';
import { holdTopUpForConfirmation, MaintenanceError, topUpWithSavedCard } from './index';
import type { RechargeContext } from './recharge-context';
import {
  BEN,
  BEN_PAYMENTS,
  bensCards,
  rechargeContextOf,
  RECHARGE,
  TOP_UP_PAGE,
  walletBalanceOf,
} from './testing';

/** Ben redeems vouchers; during a maintenance window every way of topping up is refused. */
const { testApp } = appForTests({ seed: true }, 300_000);
let ben: Person;
let context: RechargeContext;
let cards: { visa: string; mastercard: string };

beforeAll(async () => {
  ben = await signIn(testApp, personas.ben.email);
  context = rechargeContextOf(testApp);
  cards = await bensCards(ben);
}, 300_000);

const ORDERS = `/api/sales/v4/ordering/accounts/${BEN.account}/orders`;
const redeem = (voucherNumber: string, serviceEntity: string = BEN.line) =>
  ben({
    method: 'POST',
    url: ORDERS,
    json: { orderType: 'VoucherRedemption', serviceEntity, voucherNumber },
  });
const voucherCreditsOf = (voucherNumber: string) =>
  testApp.database.db
    .select()
    .from(prepayTransactions)
    .where(eq(prepayTransactions.voucherNumber, voucherNumber));

describe('a top-up voucher', () => {
  it('123456789012 tops up $20.00 once; the second use is refused', async () => {
    const before = await walletBalanceOf(ben);
    const first = dataOf(await redeem('1234 5678 9012'), voucherOrderResultSchema);
    expect(first).toMatchObject({ amount: 2000, balanceAfter: before + 2000 });
    expect(await walletBalanceOf(ben)).toBe(before + 2000);
    expect(await voucherCreditsOf('123456789012')).toEqual([
      expect.objectContaining({
        id: first.orderId,
        transactionType: 'Voucher',
        description: 'Voucher top-up',
        amountCents: 2000,
      }),
    ]);

    const second = await redeem('123456789012');
    expect(second.statusCode).toBe(409);
    expect(messageOf(second)).toBe(VOUCHER_USED_MESSAGE);
    expect(await walletBalanceOf(ben)).toBe(before + 2000);
  });

  it('000000000000 and unknown numbers are invalid (422); a malformed one is a 400', async () => {
    const before = await walletBalanceOf(ben);
    for (const number of ['000000000000', '999988887777']) {
      const response = await redeem(number);
      expect(response.statusCode, number).toBe(422);
      expect(messageOf(response)).toBe(VOUCHER_INVALID_MESSAGE);
    }
    expect((await redeem('12345678901')).statusCode).toBe(400);
    expect((await redeem('12345678901a')).statusCode).toBe(400);
    expect(await walletBalanceOf(ben)).toBe(before);
  });

  it('ten redemptions at once spend it once', async () => {
    const number = '555566667777';
    await testApp.database.db.insert(vouchers).values({ voucherNumber: number, amountCents: 1000 });
    const before = await walletBalanceOf(ben);
    const answers = await Promise.all(Array.from({ length: 10 }, () => redeem(number)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200,
      ...Array<number>(9).fill(409),
    ]);
    expect(await voucherCreditsOf(number)).toHaveLength(1);
    expect(await walletBalanceOf(ben)).toBe(before + 1000);
  });

  it('is redeemed only on an active prepay line of the account (else 404)', async () => {
    const number = '111122223333';
    await testApp.database.db.insert(vouchers).values({ voucherNumber: number, amountCents: 1000 });
    expect((await redeem(number, '0201234599')).statusCode).toBe(404);
    const [voucher] = await testApp.database.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.voucherNumber, number));
    expect(voucher?.redeemedAt).toBeNull();
  });
});

describe('a maintenance window', () => {
  const active = async () =>
    dataOf(
      await ben({ url: `${RECHARGE}/maintenanceWindows/active` }),
      activeMaintenanceWindowSchema,
    );
  const rechargeRowCount = async () =>
    (await testApp.database.db.select().from(rechargeTransactions)).length;
  const savedCardBody = { amount: 2000, targetMsisdn: BEN.line };
  const initiateBody = {
    amount: 2000,
    targetMsisdn: BEN.line,
    saveCard: false,
    callbackUrl: TOP_UP_PAGE,
    paymentMethod: 'CreditCard',
  };
  const startsAt = new Date(Date.now() - 60_000);
  const endsAt = new Date(Date.now() + 3_600_000);
  const refusedKey = newKey();
  let windowId = 0;
  let paidBefore = '';
  let heldId = '';

  it('none is on: the call says so, and anyone signed in may ask (not anonymous)', async () => {
    expect(await active()).toEqual({ active: false, window: null });
    expect(
      (await anonymous(testApp)({ url: `${RECHARGE}/maintenanceWindows/active` })).statusCode,
    ).toBe(401);
  });

  it('while one is on, it is shown and every way of topping up is refused with 503 and Retry-After', async () => {
    // A card top-up paid before the window, and an auto top-up waiting for Ben's yes.
    const started = dataOf(
      await ben({
        method: 'POST',
        url: `${BEN_PAYMENTS}/initiatePayment`,
        json: initiateBody,
        key: newKey(),
      }),
      initiatedRechargeSchema,
    );
    await submitCard(testApp, started.links, CARDS.visaApproved);
    paidBefore = started.rechargeTransactionId;
    const held = await holdTopUpForConfirmation(context, {
      accountCode: BEN.account,
      targetMsisdn: BEN.line,
      cardId: cards.visa,
      amountCents: 2000,
      runKey: `low-balance:${BEN.line}:maintenance`,
    });
    heldId = held.result.rechargeTransactionId;

    const [window] = await testApp.database.db
      .insert(maintenanceWindows)
      .values({ startsAt, endsAt, message: 'Upgrading the top-up systems.' })
      .returning();
    windowId = window?.id ?? 0;
    expect(await active()).toEqual({
      active: true,
      window: {
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        message: 'Upgrading the top-up systems.',
      },
    });

    const balance = await walletBalanceOf(ben);
    const rows = await rechargeRowCount();
    const refusals = [
      await ben({
        method: 'POST',
        url: `${BEN_PAYMENTS}/cards/${cards.mastercard}/payment`,
        json: savedCardBody,
        key: refusedKey,
      }),
      await ben({
        method: 'POST',
        url: `${BEN_PAYMENTS}/initiatePayment`,
        json: initiateBody,
        key: newKey(),
      }),
      await redeem('123456789012'),
      await ben({
        method: 'POST',
        url: `${RECHARGE}/accounts/${BEN.account}/rechargeTransactions/${heldId}/process`,
        json: { decision: 'Confirm' },
      }),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(503);
      expect(messageOf(refusal)).toBe(MAINTENANCE_TOP_UP_MESSAGE);
      expect(refusal.headers['retry-after']).toBe(endsAt.toUTCString());
    }

    const scheduled = topUpWithSavedCard(context, {
      accountCode: BEN.account,
      targetMsisdn: BEN.line,
      cardId: cards.visa,
      amountCents: 3000,
      trigger: 'Monthly',
      runKey: `monthly:${BEN.line}:maintenance`,
    });
    await expect(scheduled).rejects.toBeInstanceOf(MaintenanceError);
    await expect(scheduled).rejects.toMatchObject({ statusCode: 503, endsAt });

    expect(await rechargeRowCount()).toBe(rows);
    expect(await walletBalanceOf(ben)).toBe(balance);
  });

  it('a top-up already paid on the gateway’s page is still settled during it', async () => {
    const before = await walletBalanceOf(ben);
    const result = dataOf(
      await ben({
        method: 'POST',
        url: `${RECHARGE}/accounts/${BEN.account}/rechargeTransactions/${paidBefore}/process`,
      }),
      rechargeResultSchema,
    );
    expect(result).toMatchObject({ status: 'Approved', balanceAfter: before + 2000 });
  });

  it('after it ends, the refused request goes through under the same key', async () => {
    await testApp.database.db
      .update(maintenanceWindows)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(maintenanceWindows.id, windowId));
    expect(await active()).toEqual({ active: false, window: null });
    const before = await walletBalanceOf(ben);
    const response = await ben({
      method: 'POST',
      url: `${BEN_PAYMENTS}/cards/${cards.mastercard}/payment`,
      json: savedCardBody,
      key: refusedKey,
    });
    expect(dataOf(response, rechargeResultSchema)).toMatchObject({
      status: 'Approved',
      balanceAfter: before + 2000,
    });
    const confirmed = await ben({
      method: 'POST',
      url: `${RECHARGE}/accounts/${BEN.account}/rechargeTransactions/${heldId}/process`,
      json: { decision: 'Confirm' },
    });
    expect(dataOf(confirmed, rechargeResultSchema).status).toBe('Approved');
  });
});
