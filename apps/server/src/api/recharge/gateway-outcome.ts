import { RECHARGE_CANCELLED_MESSAGE, type GatewayTransaction } from '@portal/contracts';
import { AppError } from '../../platform/app-error';
import { keptCard } from '../payments';
import type { RechargeRow } from './recharge-result';
import { declinedMessage, type RechargeOutcome } from './settle-recharge';

/** The gateway's record must be this top-up's: same reference, same amount (no surcharge). */
function checkMatches(row: RechargeRow, transaction: GatewayTransaction): void {
  if (transaction.merchantReference !== row.id || transaction.amount !== row.amountCents) {
    throw new AppError({
      code: 'gateway_record_mismatch',
      statusCode: 502,
      title: 'Bad Gateway',
      message: 'We could not confirm this top-up. Please contact us.',
      logMessage: `gateway transaction ${transaction.id} does not match top-up ${row.id}`,
    });
  }
}

/** What the gateway's own record says became of a top-up; null while it is still open there. */
export function outcomeOf(
  row: RechargeRow,
  transaction: GatewayTransaction,
): RechargeOutcome | null {
  checkMatches(row, transaction);
  const gatewayTransactionId = transaction.id;
  switch (transaction.status) {
    case 'Pending':
      return null;
    case 'Approved':
      return { status: 'Approved', gatewayTransactionId, keptCard: keptCard(transaction.card) };
    case 'Declined':
      return {
        status: 'Declined',
        gatewayTransactionId,
        message: declinedMessage(transaction.declineReason),
      };
    case 'Cancelled':
      return { status: 'Cancelled', gatewayTransactionId, message: RECHARGE_CANCELLED_MESSAGE };
  }
}
