import { and, eq } from 'drizzle-orm';
import type { RechargeResult } from '@portal/contracts';
import { savedCards } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { CARD_NOT_FOUND_MESSAGE } from '../payments';
import { chargeRecharge } from './charge-saved-card';
import { findRechargeByRunKey, insertRecharge } from './insert-recharge';
import { refuseTopUpsDuringMaintenance } from './maintenance-window';
import { requirePrepayLine } from './prepay-line';
import type { RechargeContext } from './recharge-context';
import { loadRechargeResult } from './recharge-result';
import { checkTopUpCents } from './top-up-amount';

export interface SavedCardTopUp {
  accountCode: string;
  targetMsisdn: string;
  cardId: string;
  amountCents: number;
  trigger: 'Customer' | 'LowBalance' | 'Monthly';
  /**
   * One top-up per run of an automatic trigger (decision 012), e.g. monthly:0201234570:2026-11;
   * null for a customer's own top-up.
   */
  runKey: string | null;
}

/** What a run did: `created` is false when another run under the same key got there first. */
export interface TopUpRun {
  created: boolean;
  result: RechargeResult;
}

async function claim(
  context: RechargeContext,
  topUp: SavedCardTopUp,
  status: 'Pending' | 'AwaitingConfirmation',
) {
  await requirePrepayLine(context.db, topUp.accountCode, topUp.targetMsisdn);
  // A card of the account, even one removed since: charging it then fails with a message.
  const [card] = await context.db
    .select({ cardId: savedCards.cardId })
    .from(savedCards)
    .where(and(eq(savedCards.cardId, topUp.cardId), eq(savedCards.accountCode, topUp.accountCode)));
  if (card === undefined) throw AppError.notFound(CARD_NOT_FOUND_MESSAGE, 'card_not_found');
  return recordSavedCardTopUp(
    context,
    { ...topUp, amountCents: checkTopUpCents(topUp.amountCents) },
    status,
  );
}

/** The top-up's row, before any money moves; null when its run key was used already. */
export function recordSavedCardTopUp(
  context: RechargeContext,
  topUp: SavedCardTopUp,
  status: 'Pending' | 'AwaitingConfirmation',
  id?: string,
) {
  return insertRecharge(
    context.db,
    {
      accountCode: topUp.accountCode,
      targetMsisdn: topUp.targetMsisdn,
      amountCents: topUp.amountCents,
      method: 'SavedCard',
      trigger: topUp.trigger,
      cardId: topUp.cardId,
      status,
      runKey: topUp.runKey,
    },
    id,
  );
}

async function resultOfRun(context: RechargeContext, runKey: string | null): Promise<TopUpRun> {
  if (runKey === null) throw new Error('a top-up without a run key cannot lose a race');
  const row = await findRechargeByRunKey(context.db, runKey);
  return { created: false, result: await loadRechargeResult(context.db, row.id) };
}

/**
 * Tops a prepay line up from a saved card, for the scheduler (a monthly or low-balance auto
 * top-up). Refused with a MaintenanceError (503, `endsAt`) while a maintenance window is on,
 * before anything is recorded, so the run can be tried again after it. Otherwise the top-up
 * is recorded under its run key, then charged (gateway Idempotency-Key = the top-up id) and
 * settled: Approved credits the wallet once; a decline, or a card removed since the auto
 * top-up was set up, stays as a Declined or Failed row with its message for the top-up
 * screen. A run key already used answers the top-up recorded under it and charges nothing.
 */
export async function topUpWithSavedCard(
  context: RechargeContext,
  topUp: SavedCardTopUp,
): Promise<TopUpRun> {
  await refuseTopUpsDuringMaintenance(context.db);
  const row = await claim(context, topUp, 'Pending');
  if (row === null) return resultOfRun(context, topUp.runKey);
  return { created: true, result: await chargeRecharge(context, row) };
}

/**
 * Records a low-balance auto top-up that waits for the customer's yes
 * (requiresCustomerConfirmation): AwaitingConfirmation, nothing charged. The process call
 * with Confirm charges it, with Decline cancels it. One per run key, as above.
 */
export async function holdTopUpForConfirmation(
  context: RechargeContext,
  topUp: Omit<SavedCardTopUp, 'trigger'> & { runKey: string },
): Promise<TopUpRun> {
  const row = await claim(context, { ...topUp, trigger: 'LowBalance' }, 'AwaitingConfirmation');
  if (row === null) return resultOfRun(context, topUp.runKey);
  return { created: true, result: await loadRechargeResult(context.db, row.id) };
}
