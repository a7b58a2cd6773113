import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/app-error';
import {
  mobileServices,
  prepayTransactions,
  rechargeTransactions,
  topUpConfigurations,
  walletBalances,
} from '../../db/schema';
import { lowBalanceRunKey } from '../../db/recharge-run-keys';

export interface PrepaySpend {
  serviceEntity: string;
  amountCents: number;
  description: string;
  occurredAt: Date;
}

export interface RecordedSpend {
  balanceAfter: number;
  /** The low-balance auto top-up this spend set off, if it took the balance under the line. */
  autoTopUpId: string | null;
}

/**
 * Takes usage off a prepay wallet and, in the same transaction, records the low-balance
 * auto top-up when this spend takes the balance from at or above the threshold to under it:
 * Pending (charged by the scheduler) or AwaitingConfirmation when the customer confirms
 * first. Its run key names this spend, so the spend sets off one top-up at most, and a line
 * with one still open gets no second.
 */
export async function recordPrepaySpend(db: Db, spend: PrepaySpend): Promise<RecordedSpend> {
  return db.transaction(async (tx) => {
    const [wallet] = await tx
      .update(walletBalances)
      .set({
        balanceCents: sql`${walletBalances.balanceCents} - ${spend.amountCents}`,
        updatedAt: spend.occurredAt,
      })
      .where(eq(walletBalances.serviceEntity, spend.serviceEntity))
      .returning({ balance: walletBalances.balanceCents });
    if (wallet === undefined) {
      throw AppError.notFound(`${spend.serviceEntity} has no prepay wallet.`, 'wallet_not_found');
    }
    const spendId = randomUUID();
    await tx.insert(prepayTransactions).values({
      id: spendId,
      serviceEntity: spend.serviceEntity,
      transactionType: 'Usage',
      description: spend.description,
      amountCents: -spend.amountCents,
      balanceAfterCents: wallet.balance,
      occurredAt: spend.occurredAt,
    });
    const before = wallet.balance + spend.amountCents;
    const [setting] = await tx
      .select({ config: topUpConfigurations, accountCode: mobileServices.accountCode })
      .from(topUpConfigurations)
      .innerJoin(
        mobileServices,
        eq(mobileServices.serviceEntity, topUpConfigurations.serviceEntity),
      )
      .where(
        and(
          eq(topUpConfigurations.serviceEntity, spend.serviceEntity),
          eq(topUpConfigurations.lowBalanceEnabled, true),
        ),
      );
    const config = setting?.config;
    const threshold = config?.lowBalanceThresholdCents ?? null;
    const crossed = threshold !== null && before >= threshold && wallet.balance < threshold;
    if (setting === undefined || config === undefined || !crossed) {
      return { balanceAfter: wallet.balance, autoTopUpId: null };
    }
    const open = await tx
      .select({ id: rechargeTransactions.id })
      .from(rechargeTransactions)
      .where(
        and(
          eq(rechargeTransactions.targetMsisdn, spend.serviceEntity),
          eq(rechargeTransactions.trigger, 'LowBalance'),
          inArray(rechargeTransactions.status, ['Pending', 'AwaitingConfirmation']),
        ),
      );
    if (
      open.length > 0 ||
      config.lowBalanceCardId === null ||
      config.lowBalanceAmountCents === null
    ) {
      return { balanceAfter: wallet.balance, autoTopUpId: null };
    }
    const autoTopUpId = randomUUID();
    await tx.insert(rechargeTransactions).values({
      id: autoTopUpId,
      accountCode: setting.accountCode,
      targetMsisdn: spend.serviceEntity,
      amountCents: config.lowBalanceAmountCents,
      method: 'SavedCard',
      trigger: 'LowBalance',
      cardId: config.lowBalanceCardId,
      status: config.requiresCustomerConfirmation ? 'AwaitingConfirmation' : 'Pending',
      runKey: lowBalanceRunKey(spend.serviceEntity, spendId),
    });
    return { balanceAfter: wallet.balance, autoTopUpId };
  });
}
