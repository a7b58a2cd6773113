import { and, eq } from 'drizzle-orm';
import {
  AUTO_TOP_UP_DECLINED_BY_CUSTOMER_MESSAGE,
  type ProcessRecharge,
  type RechargeResult,
} from '@portal/contracts';
import { rechargeTransactions } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { chargeRecharge } from './charge-saved-card';
import { outcomeOf } from './gateway-outcome';
import { refuseTopUpsDuringMaintenance } from './maintenance-window';
import type { RechargeContext } from './recharge-context';
import { findAccountRecharge, loadRechargeResult, type RechargeRow } from './recharge-result';
import { settleRecharge } from './settle-recharge';

export const DECISION_REQUIRED_MESSAGE = 'Confirm or decline this Auto Top Up.';

/**
 * A top-up back from the gateway's page, settled from the gateway's own record (never from
 * the return URL's status). Settled already: answered as it stands. Still open at the
 * gateway (the page was left): answered Pending.
 */
async function settleFromGateway(context: RechargeContext, row: RechargeRow) {
  if (row.status !== 'Pending' || row.gatewayTransactionId === null) {
    return loadRechargeResult(context.db, row.id);
  }
  const transaction = await context.gateway.getTransaction(row.gatewayTransactionId);
  const outcome = outcomeOf(row, transaction);
  return outcome === null
    ? loadRechargeResult(context.db, row.id)
    : settleRecharge(context.db, row.id, outcome);
}

/**
 * A saved-card charge whose answer never came back (the gateway was unreachable): asking
 * again under the same key answers the first charge if there was one.
 */
async function resumeSavedCardCharge(context: RechargeContext, row: RechargeRow) {
  if (row.status !== 'Pending') return loadRechargeResult(context.db, row.id);
  await refuseTopUpsDuringMaintenance(context.db);
  return chargeRecharge(context, row);
}

/** Confirm: the held auto top-up is taken (by one request only) and charged to its card. */
async function confirmHeld(context: RechargeContext, row: RechargeRow) {
  await refuseTopUpsDuringMaintenance(context.db);
  const [claimed] = await context.db
    .update(rechargeTransactions)
    .set({ status: 'Pending' })
    .where(
      and(
        eq(rechargeTransactions.id, row.id),
        eq(rechargeTransactions.status, 'AwaitingConfirmation'),
      ),
    )
    .returning();
  if (claimed === undefined) return loadRechargeResult(context.db, row.id);
  return chargeRecharge(context, claimed);
}

/**
 * POST /recharge/v1/accounts/{a}/rechargeTransactions/{id}/process. Processing twice answers
 * the same and credits once (the settlement is conditional on the top-up being open).
 */
export async function processRecharge(
  context: RechargeContext,
  input: {
    accountCode: string;
    rechargeTransactionId: string;
    decision: ProcessRecharge['decision'];
  },
): Promise<RechargeResult> {
  const row = await findAccountRecharge(context.db, input.accountCode, input.rechargeTransactionId);
  const { decision } = input;
  if (row.status === 'AwaitingConfirmation') {
    if (decision === undefined)
      throw AppError.badRequest(DECISION_REQUIRED_MESSAGE, 'decision_required');
    return decision === 'Confirm'
      ? confirmHeld(context, row)
      : settleRecharge(
          context.db,
          row.id,
          { status: 'Cancelled', message: AUTO_TOP_UP_DECLINED_BY_CUSTOMER_MESSAGE },
          { from: ['AwaitingConfirmation'] },
        );
  }
  return row.method === 'SavedCard'
    ? resumeSavedCardCharge(context, row)
    : settleFromGateway(context, row);
}
