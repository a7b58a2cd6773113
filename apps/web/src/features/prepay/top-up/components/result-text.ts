import {
  MAINTENANCE_TOP_UP_MESSAGE,
  RECHARGE_CANCELLED_MESSAGE,
  RECHARGE_DECLINED_MESSAGE,
  RECHARGE_FAILED_MESSAGE,
  VOUCHER_INVALID_MESSAGE,
  VOUCHER_USED_MESSAGE,
  CARD_REMOVE_PROBLEM_MESSAGE,
} from '@portal/contracts';
import type { RechargeResult } from '@portal/contracts';
import { formatNzd, formatPhoneNumber } from '@portal/domain';
import type { TopUpOperation } from '@portal/domain';
import { failureMessage, isApiError, PLEASE_TRY_AGAIN } from '../../../../shared/api';

/** A top-up that was answered but not credited: a title and the reason, in words. */
export function notDoneText(result: RechargeResult): { title: string; message: string } {
  switch (result.status) {
    case 'Declined':
      return { title: 'Top up declined', message: result.message ?? RECHARGE_DECLINED_MESSAGE };
    case 'Cancelled':
      return { title: 'Top up cancelled', message: result.message ?? RECHARGE_CANCELLED_MESSAGE };
    case 'Pending':
    case 'AwaitingConfirmation':
      return {
        title: 'Top up not finished yet',
        message:
          "We haven't heard back from the payment page yet, so your balance has not changed. If you finished paying, check again in a moment.",
      };
    default:
      return { title: 'Top up failed', message: result.message ?? RECHARGE_FAILED_MESSAGE };
  }
}

/** "$20.00 has been added to 020 123 4570. Your balance is now $45.00." */
export function creditedText(credit: {
  amount: number;
  targetMsisdn: string;
  balanceAfter: number | null;
  cardSaved?: boolean;
}): string {
  const balance =
    credit.balanceAfter === null ? '' : ` Your balance is now ${formatNzd(credit.balanceAfter)}.`;
  const saved = credit.cardSaved === true ? ' Your card has been saved for next time.' : '';
  return `${formatNzd(credit.amount)} has been added to ${formatPhoneNumber(credit.targetMsisdn)}.${balance}${saved}`;
}

/** The top-up page's own sentence for a failure the server did not explain (decision 038). */
function fallbackFor(operation: TopUpOperation | null, error: unknown): string {
  if (!isApiError(error)) return PLEASE_TRY_AGAIN;
  // A 503 without Retry-After is the maintenance window; with it, the server shedding load.
  if (error.status === 503 && error.retryAfterSeconds === null) return MAINTENANCE_TOP_UP_MESSAGE;
  if (operation === 'VoucherTopUp' && error.status === 409) return VOUCHER_USED_MESSAGE;
  if (operation === 'VoucherTopUp' && error.status === 422) return VOUCHER_INVALID_MESSAGE;
  if (operation === 'RemoveCard') return CARD_REMOVE_PROBLEM_MESSAGE;
  return PLEASE_TRY_AGAIN;
}

/**
 * Why a call failed, for the dialog that made it: the server's own words for a refusal, the
 * card gateway's for a card it refused, else the spec's words where it has them, else
 * "Please try again." (spec section 8).
 */
export function failureText(operation: TopUpOperation | null, error: unknown): string {
  return failureMessage(error, fallbackFor(operation, error));
}
