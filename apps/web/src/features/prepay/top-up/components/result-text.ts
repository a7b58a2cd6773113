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
import { isApiError } from '../../../../shared/api';
import { CardSubmitError, CardSubmitUrlError } from '../../../../shared/cards';

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

export const CONNECTION_PROBLEM_MESSAGE =
  'We could not reach our servers. Check your connection and try again.';

/**
 * Why a call failed, for the dialog that made it: the server's own words for a refusal,
 * the spec's words where it has them, else "Please try again." (spec section 8).
 */
export function failureText(operation: TopUpOperation | null, error: unknown): string {
  // The gateway's own words for a card it refused; anything else unexpected is not for people.
  if (error instanceof CardSubmitError || error instanceof CardSubmitUrlError) return error.message;
  if (!isApiError(error)) return 'Please try again.';
  if (error.status === 0) return CONNECTION_PROBLEM_MESSAGE;
  const refusal = error.status < 500 || error.status === 503;
  if (refusal && error.detail !== null) return error.detail;
  if (error.status === 503) return MAINTENANCE_TOP_UP_MESSAGE;
  if (operation === 'VoucherTopUp' && error.status === 409) return VOUCHER_USED_MESSAGE;
  if (operation === 'VoucherTopUp' && error.status === 422) return VOUCHER_INVALID_MESSAGE;
  if (operation === 'RemoveCard') return CARD_REMOVE_PROBLEM_MESSAGE;
  return 'Please try again.';
}
