import type { PaymentResult } from '@portal/contracts';
import { z } from 'zod';
import { readPaymentAmount } from './payment-plan';

/** What the payment form holds, as chosen. */
export interface PaymentFormValues {
  /** The amount as typed. */
  amount: string;
  /** The way to pay picked; null until one is, so the first saved card (or a new one) is. */
  picked: string | null;
  /** Whether a new card is kept for future payments. */
  saveCard: boolean;
}

/** The balance owing as typed text, or empty; nothing picked, no card saved. */
export function initialPaymentValues(amount: string): PaymentFormValues {
  return { amount, picked: null, saveCard: false };
}

/**
 * The form's rule (decision 039): the amount, by the domain's bill-payment limits the server
 * applies too (`readPaymentAmount`). The way to pay is always one of the choices shown.
 */
export const paymentFormSchema: z.ZodType<unknown, PaymentFormValues> = z.object({
  amount: z.string().superRefine((text, context) => {
    const { error } = readPaymentAmount(text);
    if (error !== null) context.addIssue({ code: 'custom', message: error });
  }),
  picked: z.string().nullable(),
  saveCard: z.boolean(),
});

/** The dialog's message for a payment the gateway did not approve. */
export function declinedMessage(result: PaymentResult): string {
  if (result.status === 'Declined') {
    const reason = result.declineReason === null ? '' : `: ${result.declineReason}`;
    return `Your payment was declined${reason}. You have not been charged.`;
  }
  return 'Your payment could not be completed. You have not been charged.';
}
