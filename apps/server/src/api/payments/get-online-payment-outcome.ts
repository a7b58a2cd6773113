import type { OnlinePaymentOutcome } from '@portal/contracts';
import { findPaymentByPair } from './find-payment';
import { toPaymentResult } from './payment-result';
import type { PaymentsContext } from './payments-context';
import { settleFromGateway } from './settle-payment';

/**
 * GET /payments/v2/onlinePayments/{transactionGuid}: the public return page's outcome. The
 * page is open without sign-in, so it answers only for a matching pair of ids and leaves
 * out the account and balance.
 */
export async function getOnlinePaymentOutcome(
  context: PaymentsContext,
  input: { transactionGuid: string; transactionLocalId: string },
): Promise<OnlinePaymentOutcome> {
  const payment = await findPaymentByPair(
    context.db,
    input.transactionGuid,
    input.transactionLocalId,
  );
  const result = toPaymentResult(await settleFromGateway(context, payment));
  return {
    transactionLocalId: result.transactionLocalId,
    transactionGuid: result.transactionGuid,
    status: result.status,
    returnStatus: result.returnStatus,
    amount: result.amount,
    surcharge: result.surcharge,
    total: result.total,
    method: result.method,
    card: result.card,
    declineReason: result.declineReason,
    completedAt: result.completedAt,
  };
}
