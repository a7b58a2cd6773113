import type { RechargeResult, SavedCardRecharge } from '@portal/contracts';
import { runIdempotent } from '../../platform/idempotency';
import { getActiveSavedCard } from '../payments';
import { refuseTopUpsDuringMaintenance } from './maintenance-window';
import { requirePrepayLine } from './prepay-line';
import { TOP_UP_RETRY_WAIT, TOP_UP_TAKE_OVER_MS, type RechargeContext } from './recharge-context';
import { chargeRecharge } from './charge-saved-card';
import { recordSavedCardTopUp } from './top-up-with-saved-card';

/**
 * POST /recharge/v1/payments/accounts/{a}/cards/{cardId}/payment: the customer tops up a
 * prepay line of the account from one of its saved cards. Under one Idempotency-Key only the
 * first request charges; every other gets its answer (the same key with another body: 422).
 * The top-up's id is derived from the Idempotency-Key (the attempt id) and the gateway's
 * charge is keyed on that id, so a retry that takes over the claim of a request whose process
 * died (after TOP_UP_TAKE_OVER_MS, decision 035) finds its top-up and its charge, and
 * finishes that one rather than charging again.
 */
export async function rechargeWithSavedCard(
  context: RechargeContext,
  input: { accountCode: string; cardId: string; idempotencyKey: string; body: SavedCardRecharge },
): Promise<RechargeResult> {
  const { db } = context;
  const { accountCode, cardId, body } = input;
  await refuseTopUpsDuringMaintenance(db);
  await requirePrepayLine(db, accountCode, body.targetMsisdn);
  await getActiveSavedCard(db, accountCode, cardId);
  return runIdempotent(
    db,
    {
      scope: `recharge:${accountCode}:card-payment`,
      key: input.idempotencyKey,
      body: { cardId, ...body },
    },
    async (attempt) => {
      const row = await recordSavedCardTopUp(
        context,
        {
          accountCode,
          targetMsisdn: body.targetMsisdn,
          cardId,
          amountCents: body.amount,
          trigger: 'Customer',
          runKey: null,
        },
        'Pending',
        attempt.id,
      );
      if (row === null) throw new Error('a customer top-up has no run key to conflict on');
      return chargeRecharge(context, row);
    },
    { ...TOP_UP_RETRY_WAIT, takeOverAfterMs: TOP_UP_TAKE_OVER_MS },
  );
}
