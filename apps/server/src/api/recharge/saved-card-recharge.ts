import type { RechargeResult, SavedCardRecharge } from '@portal/contracts';
import { runIdempotent } from '../../platform/idempotency';
import { getActiveSavedCard } from '../payments';
import { refuseTopUpsDuringMaintenance } from './maintenance-window';
import { requirePrepayLine } from './prepay-line';
import { TOP_UP_RETRY_WAIT, type RechargeContext } from './recharge-context';
import { chargeRecharge } from './charge-saved-card';
import { recordSavedCardTopUp } from './top-up-with-saved-card';

/**
 * POST /recharge/v1/payments/accounts/{a}/cards/{cardId}/payment: the customer tops up a
 * prepay line of the account from one of its saved cards. Under one Idempotency-Key only the
 * first request charges; every other gets its answer (the same key with another body: 422).
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
    async () => {
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
      );
      if (row === null) throw new Error('a customer top-up has no run key to conflict on');
      return chargeRecharge(context, row);
    },
    TOP_UP_RETRY_WAIT,
  );
}
