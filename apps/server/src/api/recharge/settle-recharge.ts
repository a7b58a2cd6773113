import { and, eq, inArray } from 'drizzle-orm';
import {
  RECHARGE_DECLINED_MESSAGE,
  type PrepayTransactionType,
  type RechargeResult,
  type RechargeStatus,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { rechargeTransactions } from '../../db/schema';
import { topUpsSettled } from '../../platform/metrics/registry';
import { saveGatewayCard, type KeptGatewayCard } from '../payments';
import { loadRechargeResult, type RechargeRow } from './recharge-result';
import { creditWallet } from './wallet-credit';

/** What became of a top-up: approved (with the card the gateway kept, if any) or not, and why. */
export type RechargeOutcome =
  | { status: 'Approved'; gatewayTransactionId?: string | null; keptCard?: KeptGatewayCard | null }
  | {
      status: 'Declined' | 'Cancelled' | 'Failed';
      /** For the customer: shown on the top-up screen. */
      message: string;
      gatewayTransactionId?: string | null;
    };

/** The states a top-up can still leave; once settled it never changes again. */
const OPEN: RechargeStatus[] = ['Pending', 'AwaitingConfirmation'];

/** The customer's words for a decline, with the gateway's reason when it gave one. */
export function declinedMessage(reason: string | null): string {
  return reason === null
    ? RECHARGE_DECLINED_MESSAGE
    : `${RECHARGE_DECLINED_MESSAGE} Reason: ${reason}.`;
}

/** How a top-up reads in the prepay spend history (the seed writes the same words). */
function historyLineOf(row: RechargeRow): {
  transactionType: PrepayTransactionType;
  description: string;
  paymentMethod: string;
} {
  if (row.trigger === 'LowBalance') {
    return {
      transactionType: 'AutoTopUp',
      description: 'Auto Top Up (low balance)',
      paymentMethod: 'CreditCard',
    };
  }
  if (row.trigger === 'Monthly') {
    return {
      transactionType: 'MonthlyAutoTopUp',
      description: 'Monthly Auto Top Up',
      paymentMethod: 'CreditCard',
    };
  }
  if (row.method === 'OnlineEftpos') {
    return {
      transactionType: 'OnlineBanking',
      description: 'Top up by online banking',
      paymentMethod: 'OnlineBanking',
    };
  }
  return { transactionType: 'TopUp', description: 'Top up by card', paymentMethod: 'CreditCard' };
}

/**
 * THE one way a top-up is settled. In one database transaction: the conditional update
 * (`where status in (Pending, AwaitingConfirmation)`) lets exactly one of any number of
 * concurrent settlements through; if it approves, the card the customer asked to keep is
 * saved and the wallet is credited with a history line naming the top-up (unique, so never
 * twice). A declined, cancelled or failed top-up keeps its message and credits nothing.
 * Settling a top-up that is already settled changes nothing. `from` narrows the states it
 * may leave (declining a held auto top-up must not cancel one already being charged).
 */
export async function settleRecharge(
  db: Db,
  rechargeId: string,
  outcome: RechargeOutcome,
  options: { from?: RechargeStatus[] } = {},
): Promise<RechargeResult> {
  const written = await db.transaction(async (tx) => {
    const settledAt = new Date();
    const [row] = await tx
      .update(rechargeTransactions)
      .set({
        status: outcome.status,
        settledAt,
        failureMessage: outcome.status === 'Approved' ? null : outcome.message,
        ...(outcome.gatewayTransactionId
          ? { gatewayTransactionId: outcome.gatewayTransactionId }
          : {}),
      })
      .where(
        and(
          eq(rechargeTransactions.id, rechargeId),
          inArray(rechargeTransactions.status, options.from ?? OPEN),
        ),
      )
      .returning();
    if (row?.status !== 'Approved' || outcome.status !== 'Approved') return row;

    let cardId = row.cardId;
    const kept = outcome.keptCard ?? null;
    if (row.saveCard && kept !== null) {
      cardId = (await saveGatewayCard(tx, row.accountCode, kept)).cardId;
      await tx
        .update(rechargeTransactions)
        .set({ cardId })
        .where(eq(rechargeTransactions.id, rechargeId));
    }
    await creditWallet(tx, {
      ...historyLineOf(row),
      serviceEntity: row.targetMsisdn,
      amountCents: row.amountCents,
      occurredAt: settledAt,
      cardId,
      gatewayTransactionId: row.gatewayTransactionId,
      rechargeTransactionId: row.id,
    });
    return row;
  });
  // Counted once committed, by the one settlement that wrote the status.
  if (written !== undefined) {
    topUpsSettled.inc({
      method: written.method,
      trigger: written.trigger,
      outcome: written.status,
    });
  }
  return loadRechargeResult(db, rechargeId);
}
