import {
  centsToAmountInput,
  checkPaymentAmount,
  FORM_MESSAGES,
  GENERAL_AMOUNT_MAX_CENTS,
} from '@portal/domain';
import { AppError } from '../../platform/app-error';

/** A bill payment: at least a cent, at most the spec's general limit of $1,500.00. */
const PAYMENT_LIMITS = { minCents: 1, maxCents: GENERAL_AMOUNT_MAX_CENTS };

export function checkPaymentCents(amountCents: number): number {
  const check = checkPaymentAmount(centsToAmountInput(amountCents), PAYMENT_LIMITS);
  if (!check.valid) throw AppError.badRequest(FORM_MESSAGES.paymentAmount, 'amount_invalid');
  return check.cents;
}
