import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  TOP_UP_MAX_CENTS,
  TOP_UP_MIN_CENTS,
  type RechargeConfiguration,
  type RechargeSavedCard,
} from '@portal/contracts';
import { nextMonthlyRunDate, toNzDateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import {
  monthlyAutoTopUps,
  rechargeTransactions,
  topUpConfigurations,
  walletBalances,
} from '../../db/schema';
import { findSavedCards } from '../payments';
import { findLastAutoTopUpFailure, findPendingConfirmation } from './auto-top-up-status';
import { prepayLineRow } from './prepay-line';
import { monthlyRunKey } from '../../db/recharge-run-keys';

/**
 * GET /recharge/v1/configuration/accounts/{a}/serviceEntities/{s}: everything the top-up
 * screen needs about a prepay line. Autopay and the low-balance auto top-up are the line's;
 * monthly auto top-ups are the account's (each names the number it tops up), as the
 * management family keys them by target number.
 */
export async function getRechargeConfiguration(
  db: Db,
  accountCode: string,
  serviceEntity: string,
  now: Date = new Date(),
): Promise<RechargeConfiguration> {
  await prepayLineRow(db, accountCode, serviceEntity);
  const [wallet] = await db
    .select()
    .from(walletBalances)
    .where(eq(walletBalances.serviceEntity, serviceEntity));
  const [settings] = await db
    .select()
    .from(topUpConfigurations)
    .where(eq(topUpConfigurations.serviceEntity, serviceEntity));
  const lowBalance = settings?.lowBalanceEnabled === true ? settings : undefined;
  return {
    accountCode,
    serviceEntity,
    balance: wallet?.balanceCents ?? 0,
    balanceExpiryDate: wallet?.expiresAt == null ? null : toNzDateKey(wallet.expiresAt),
    limits: { minimumTopUp: TOP_UP_MIN_CENTS, maximumTopUp: TOP_UP_MAX_CENTS },
    savedCards: await findRechargeSavedCards(db, accountCode),
    autopay: {
      enabled: settings?.autopayEnabled ?? false,
      cardId: settings?.autopayEnabled === true ? settings.autopayCardId : null,
    },
    autoTopup:
      lowBalance?.lowBalanceCardId == null
        ? null
        : {
            cardId: lowBalance.lowBalanceCardId,
            topupAmountIncludingGst: lowBalance.lowBalanceAmountCents ?? 0,
            lowBalanceThresholdIncludingGst: lowBalance.lowBalanceThresholdCents ?? 0,
            requiresCustomerConfirmation: lowBalance.requiresCustomerConfirmation,
          },
    monthlyAutoTopups: await findMonthlyAutoTopUps(db, accountCode, now),
    lastAutoTopUpFailure: await findLastAutoTopUpFailure(db, accountCode, serviceEntity),
    pendingConfirmation: await findPendingConfirmation(db, accountCode, serviceEntity),
  };
}

/** The saved cards as the payments API lists them: in use first, with what uses them. */
async function findRechargeSavedCards(db: Db, accountCode: string): Promise<RechargeSavedCard[]> {
  const cards = await findSavedCards(db, accountCode);
  return cards.map(({ usedAs, ...card }) => ({ ...card, usageDescription: usedAs }));
}

/**
 * The account's monthly auto top-ups with the day each runs next. This month's run is done
 * once the scheduler's run key for it exists (decision 012: monthly:{line}:{yyyy-MM}, one per
 * period whatever came of it), so the next run is then next month's.
 */
async function findMonthlyAutoTopUps(
  db: Db,
  accountCode: string,
  now: Date,
): Promise<RechargeConfiguration['monthlyAutoTopups']> {
  const rows = await db
    .select()
    .from(monthlyAutoTopUps)
    .where(eq(monthlyAutoTopUps.accountCode, accountCode))
    .orderBy(asc(monthlyAutoTopUps.targetMsisdn));
  if (rows.length === 0) return [];
  const period = toNzDateKey(now).slice(0, 7);
  const thisMonthsKeys = rows.map((row) => monthlyRunKey(row.targetMsisdn, period));
  const ran = await db
    .select({ runKey: rechargeTransactions.runKey })
    .from(rechargeTransactions)
    .where(
      and(
        eq(rechargeTransactions.accountCode, accountCode),
        inArray(rechargeTransactions.runKey, thisMonthsKeys),
      ),
    );
  const ranKeys = new Set(ran.map((row) => row.runKey));
  return rows.map((row) => ({
    targetServiceEntity: row.targetMsisdn,
    cardId: row.cardId,
    dayOfMonth: row.dayOfMonth,
    topupAmountIncludingGst: row.amountCents,
    nextRunDate: nextMonthlyRunDate(row.dayOfMonth, now, {
      ranThisMonth: ranKeys.has(monthlyRunKey(row.targetMsisdn, period)),
    }),
  }));
}
