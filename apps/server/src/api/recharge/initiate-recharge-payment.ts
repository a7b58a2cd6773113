import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  RECHARGE_FAILED_MESSAGE,
  type InitiatedRecharge,
  type initiateRechargePaymentSchema,
} from '@portal/contracts';
import type { Config } from '../../config';
import { rechargeTransactions } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { runIdempotent } from '../../platform/idempotency';
import { insertRecharge } from './insert-recharge';
import { refuseTopUpsDuringMaintenance } from './maintenance-window';
import { requirePrepayLine } from './prepay-line';
import { TOP_UP_RETRY_WAIT, type RechargeContext } from './recharge-context';
import { settleRecharge } from './settle-recharge';

export type InitiateRechargeBody = z.output<typeof initiateRechargePaymentSchema>;

/** The portal page the gateway sends the browser back to; never another site. */
function returnUrlOf(config: Config, callbackPath: string): string {
  const portal = new URL(config.publicUrl);
  const url = new URL(callbackPath, portal);
  if (url.origin !== portal.origin) {
    throw AppError.badRequest('The callback must be a path of this portal.', 'callback_invalid');
  }
  return url.toString();
}

/**
 * POST /recharge/v1/payments/accounts/{a}/initiatePayment: a Pending top-up and a gateway
 * Purchase for it, by card (the hosted card page, or the portal's own form posting to the
 * ajaxSubmitCard link) or by online banking (the bank's page). Whatever the outcome, the
 * gateway sends the browser back to the callback path with transaction_local_id (the top-up
 * id), transactionGuid and status; the top-up is then settled by the process call from the
 * gateway's own record. No surcharge on top-ups.
 */
export async function initiateRechargePayment(
  context: RechargeContext,
  input: { accountCode: string; idempotencyKey: string; body: InitiateRechargeBody },
): Promise<InitiatedRecharge> {
  const { db, config, gateway } = context;
  const { accountCode, body } = input;
  await refuseTopUpsDuringMaintenance(db);
  await requirePrepayLine(db, accountCode, body.targetMsisdn);
  const returnUrl = returnUrlOf(config, body.callbackUrl);
  const byCard = body.paymentMethod === 'CreditCard';

  return runIdempotent(
    db,
    { scope: `recharge:${accountCode}:initiate`, key: input.idempotencyKey, body },
    async () => {
      const row = await insertRecharge(db, {
        accountCode,
        targetMsisdn: body.targetMsisdn,
        amountCents: body.amount,
        method: body.paymentMethod,
        saveCard: byCard && body.saveCard,
        callbackPath: body.callbackUrl,
        status: 'Pending',
      });
      if (row === null) throw new Error('a customer top-up has no run key to conflict on');
      const transaction = await gateway
        .createTransaction(row.id, {
          kind: 'Purchase',
          method: body.paymentMethod,
          amount: body.amount,
          saveCard: row.saveCard,
          merchantReference: row.id,
          callbackUrls: { approvedUrl: returnUrl, declinedUrl: returnUrl, cancelledUrl: returnUrl },
        })
        .catch(async (error: unknown) => {
          // Nothing was started at the gateway, so the top-up is over before it began.
          await settleRecharge(db, row.id, { status: 'Failed', message: RECHARGE_FAILED_MESSAGE });
          throw error;
        });
      await db
        .update(rechargeTransactions)
        .set({ gatewayTransactionId: transaction.id })
        .where(eq(rechargeTransactions.id, row.id));
      return {
        rechargeTransactionId: row.id,
        transactionGuid: transaction.id,
        amount: row.amountCents,
        links: transaction.links,
      };
    },
    TOP_UP_RETRY_WAIT,
  );
}
