import { eq } from 'drizzle-orm';
import {
  RECHARGE_FAILED_MESSAGE,
  SAVED_CARD_GONE_MESSAGE,
  type RechargeResult,
} from '@portal/contracts';
import { rechargeTransactions } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { getActiveSavedCard, type SavedCardRow } from '../payments';
import { outcomeOf } from './gateway-outcome';
import type { RechargeContext } from './recharge-context';
import { loadRechargeResult, type RechargeRow } from './recharge-result';
import { settleRecharge } from './settle-recharge';

/** The gateway no longer knows the card's token: nothing was charged. */
function isUnknownToken(error: unknown): boolean {
  return error instanceof AppError && error.code === 'gateway_transaction_not_found';
}

/** The top-up's card, if the account still has it. */
async function cardOf(context: RechargeContext, row: RechargeRow): Promise<SavedCardRow | null> {
  if (row.cardId === null) return null;
  try {
    return await getActiveSavedCard(context.db, row.accountCode, row.cardId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'card_not_found') return null;
    throw error;
  }
}

/**
 * Charges a Pending saved-card top-up through the gateway's token charge, decided at once,
 * and settles it. The gateway's Idempotency-Key is the top-up's id, so charging the same
 * top-up again (a retry, a second scheduler) answers the first charge and never takes the
 * money twice. When the gateway cannot be reached the top-up stays Pending: whether it
 * charged is unknown until the charge is asked for again under the same key. A card removed
 * since (or forgotten by the gateway) fails the top-up with a message.
 */
export async function chargeRecharge(
  context: RechargeContext,
  row: RechargeRow,
): Promise<RechargeResult> {
  const { db, gateway } = context;
  const card = await cardOf(context, row);
  if (card === null) {
    return settleRecharge(db, row.id, { status: 'Failed', message: SAVED_CARD_GONE_MESSAGE });
  }
  let transaction;
  try {
    transaction = await gateway.chargeToken(card.gatewayToken, row.id, {
      amount: row.amountCents,
      merchantReference: row.id,
    });
  } catch (error) {
    if (!isUnknownToken(error)) throw error;
    return settleRecharge(db, row.id, { status: 'Failed', message: RECHARGE_FAILED_MESSAGE });
  }
  await db
    .update(rechargeTransactions)
    .set({ gatewayTransactionId: transaction.id })
    .where(eq(rechargeTransactions.id, row.id));
  const outcome = outcomeOf(row, transaction);
  return outcome === null
    ? loadRechargeResult(db, row.id)
    : settleRecharge(db, row.id, { ...outcome, gatewayTransactionId: transaction.id });
}
