import type { PaymentResult } from '@portal/contracts';
import { findAccountPayment } from './find-payment';
import { toPaymentResult } from './payment-result';
import type { PaymentsContext } from './payments-context';
import { settleFromGateway } from './settle-payment';

/** POST …/transactions/{id}/process: the outcome, settled from the gateway's own record. */
export async function processCardTransaction(
  context: PaymentsContext,
  input: { accountCode: string; id: string },
): Promise<PaymentResult> {
  const payment = await findAccountPayment(context.db, input.accountCode, input.id);
  return toPaymentResult(await settleFromGateway(context, payment));
}
