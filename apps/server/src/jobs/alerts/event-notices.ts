import { and, eq, gte, inArray, isNull, lt, lte, ne } from 'drizzle-orm';
import { addDays, formatDate, formatNzd, formatPhoneNumber, toNzDateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import {
  addonPlans,
  invoices,
  mobileAddonSubscriptions,
  mobileServices,
  orders,
  payments,
  rechargeTransactions,
  voiceServices,
  walletBalances,
} from '../../db/schema';
import { orderSummaryOf } from '../../api/orders';
import { spendLimitNotices } from './data-usage-notices';
import { powerBillHighNotices, unusualPowerDayNotices } from './power-notices';
import type { NoticeDraft } from '../../notifications/notices';

/**
 * Events are told when they are at most this old: a server that was down catches up on
 * the last two days, and a new deployment does not tell the whole history.
 */
const LOOK_BACK_DAYS = 2;
/** Under this (cents) a prepay balance is low. */
export const LOW_PREPAY_BALANCE_CENTS = 500;
/** A payment is due this many days ahead when the reminder goes. */
const PAYMENT_DUE_DAYS = 3;

const since = (now: Date) => new Date(now.getTime() - LOOK_BACK_DAYS * 86_400_000);

/** A roaming add-on that started lately: the line can now use its plan overseas. */
async function roamingNotices(db: Db, now: Date): Promise<NoticeDraft[]> {
  const rows = await db
    .select({
      id: mobileAddonSubscriptions.id,
      accountCode: mobileServices.accountCode,
      serviceEntity: mobileAddonSubscriptions.serviceEntity,
      name: addonPlans.description,
    })
    .from(mobileAddonSubscriptions)
    .innerJoin(addonPlans, eq(addonPlans.addonPlanKey, mobileAddonSubscriptions.addonPlanKey))
    .innerJoin(
      mobileServices,
      eq(mobileServices.serviceEntity, mobileAddonSubscriptions.serviceEntity),
    )
    .where(
      and(
        eq(addonPlans.addonType, 'roaming'),
        isNull(mobileAddonSubscriptions.endedAt),
        gte(mobileAddonSubscriptions.startedAt, since(now)),
      ),
    );
  return rows.map((row) => ({
    dedupeKey: `roaming:${String(row.id)}`,
    accountCode: row.accountCode,
    kind: 'roaming',
    serviceEntity: row.serviceEntity,
    title: 'Roaming is on',
    body: `${formatPhoneNumber(row.serviceEntity)} can now use ${row.name} overseas. Roaming charges apply outside what it includes.`,
    linkPath: '/mobile',
    actionLabel: 'See your mobile',
  }));
}

/** A prepay line under $5.00: told once a month at most, so a low balance is not nagged. */
async function prepayBalanceNotices(db: Db, now: Date): Promise<NoticeDraft[]> {
  const rows = await db
    .select({
      accountCode: mobileServices.accountCode,
      serviceEntity: walletBalances.serviceEntity,
      cents: walletBalances.balanceCents,
    })
    .from(walletBalances)
    .innerJoin(mobileServices, eq(mobileServices.serviceEntity, walletBalances.serviceEntity))
    .where(
      and(
        eq(mobileServices.status, 'Active'),
        lt(walletBalances.balanceCents, LOW_PREPAY_BALANCE_CENTS),
      ),
    );
  const month = toNzDateKey(now).slice(0, 7);
  return rows.map((row) => ({
    dedupeKey: `prepay-balance:${row.serviceEntity}:${month}`,
    accountCode: row.accountCode,
    kind: 'prepay-balance',
    serviceEntity: row.serviceEntity,
    title: 'Your prepay balance is low',
    body: `${formatPhoneNumber(row.serviceEntity)} has ${formatNzd(row.cents)} left. Top up to keep calling, texting and using data.`,
    linkPath: '/mobile/prepay-top-up',
    actionLabel: 'Top up',
  }));
}

/** Bills issued lately, and unpaid bills due within three days. */
async function billNotices(db: Db, now: Date): Promise<NoticeDraft[]> {
  const today = toNzDateKey(now);
  const ready = await db
    .select()
    .from(invoices)
    .where(
      and(gte(invoices.billDate, addDays(today, -LOOK_BACK_DAYS)), lte(invoices.billDate, today)),
    );
  const due = await db
    .select()
    .from(invoices)
    .where(
      and(
        ne(invoices.status, 'Paid'),
        gte(invoices.dueDate, today),
        lte(invoices.dueDate, addDays(today, PAYMENT_DUE_DAYS)),
      ),
    );
  return [
    ...ready.map((bill) => ({
      dedupeKey: `bill-ready:${bill.invoiceId}`,
      accountCode: bill.accountCode,
      kind: 'bill-ready' as const,
      title: 'Your bill is ready',
      body: `Your bill of ${formatDate(bill.billDate)} is ${formatNzd(bill.totalIncludingGstCents)}, due ${formatDate(bill.dueDate)}.`,
      linkPath: `/account/invoice/${bill.invoiceId}`,
      actionLabel: 'See your bill',
    })),
    ...due.map((bill) => ({
      dedupeKey: `payment-due:${bill.invoiceId}`,
      accountCode: bill.accountCode,
      kind: 'payment-due' as const,
      title: 'A payment is due soon',
      body: `Your bill of ${formatNzd(bill.totalIncludingGstCents)} is due ${formatDate(bill.dueDate)}. If you pay by direct debit, there is nothing to do.`,
      linkPath: '/account/payment',
      actionLabel: 'Make a payment',
    })),
  ];
}

/** Card payments declined lately, and automatic top-ups made or failed lately. */
async function paymentNotices(db: Db, now: Date): Promise<NoticeDraft[]> {
  const declined = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'Declined'), gte(payments.paidAt, since(now))));
  const topUps = await db
    .select()
    .from(rechargeTransactions)
    .where(
      and(
        ne(rechargeTransactions.trigger, 'Customer'),
        inArray(rechargeTransactions.status, ['Approved', 'Failed', 'Declined']),
        gte(rechargeTransactions.createdAt, since(now)),
      ),
    );
  return [
    ...declined.map((payment) => ({
      dedupeKey: `payment-failed:${payment.paymentId}`,
      accountCode: payment.accountCode,
      kind: 'payment-failed' as const,
      title: 'A payment did not go through',
      body: `Your payment of ${formatNzd(payment.amountCents)} was declined. Please try again or use another card.`,
      linkPath: '/account/payment',
      actionLabel: 'Make a payment',
    })),
    ...topUps.map((topUp) => {
      const made = topUp.status === 'Approved';
      const number = formatPhoneNumber(topUp.targetMsisdn);
      return {
        dedupeKey: `auto-top-up:${topUp.id}`,
        accountCode: topUp.accountCode,
        kind: 'auto-top-up' as const,
        serviceEntity: topUp.targetMsisdn,
        title: made ? 'Auto top-up done' : 'Auto top-up failed',
        body: made
          ? `We topped up ${number} by ${formatNzd(topUp.amountCents)}.`
          : `We could not top up ${number} by ${formatNzd(topUp.amountCents)}. Check your saved card.`,
        linkPath: '/mobile/prepay-top-up',
        actionLabel: made ? 'See your balance' : 'Check your top-up settings',
      };
    }),
  ];
}

/** Orders completed lately. */
async function orderNotices(db: Db, now: Date): Promise<NoticeDraft[]> {
  const done = await db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'Completed'), gte(orders.updatedAt, since(now))));
  return done.map((order) => ({
    dedupeKey: `order-done:${order.orderId}`,
    accountCode: order.accountCode,
    kind: 'order-done',
    title: 'Your order is done',
    body: `${orderSummaryOf(order.orderType, order.payload)} is complete.`,
    linkPath: '/',
    actionLabel: 'Open your account',
  }));
}

/**
 * Once a year to every account with a landline: the Commerce Commission's 111 Contact Code
 * asks providers to tell landline customers that a fibre or wireless landline needs power,
 * and how a vulnerable person can apply for another way to reach 111.
 */
async function landline111Notices(db: Db, now: Date): Promise<NoticeDraft[]> {
  const rows = await db
    .selectDistinct({ accountCode: voiceServices.accountCode })
    .from(voiceServices)
    .where(eq(voiceServices.status, 'Active'));
  const year = toNzDateKey(now).slice(0, 4);
  return rows.map(({ accountCode }) => ({
    dedupeKey: `landline-111:${accountCode}:${year}`,
    accountCode,
    kind: 'landline-111',
    title: 'Your landline in a power cut',
    body: 'A landline over fibre or wireless needs power: in a power cut it may not work, and you may not be able to call 111. Keep a charged mobile handy. If you or someone in your home is at particular risk and has no other way to call 111, you can apply to us for a free battery backup or another way to call.',
    linkPath: '/voice/voice-features',
    actionLabel: 'See your landline',
  }));
}

/** The event notices that mobile use can bring about: roaming, prepay balance, spend limit. */
export async function mobileUseNotices(db: Db, now: Date): Promise<NoticeDraft[]> {
  const found = await Promise.all([
    roamingNotices(db, now),
    prepayBalanceNotices(db, now),
    spendLimitNotices(db, now),
  ]);
  return found.flat();
}

/** Every event notice due now, across all accounts, each query set-based. */
export async function eventNotices(db: Db, now: Date): Promise<NoticeDraft[]> {
  const found = await Promise.all([
    mobileUseNotices(db, now),
    billNotices(db, now),
    paymentNotices(db, now),
    orderNotices(db, now),
    landline111Notices(db, now),
    unusualPowerDayNotices(db, now),
    powerBillHighNotices(db, now),
  ]);
  return found.flat();
}
