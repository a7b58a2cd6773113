import type { ListedSavedCard } from '@portal/contracts';
import {
  FORM_MESSAGES,
  GENERAL_AMOUNT_MAX_CENTS,
  cardSurchargeCents,
  checkPaymentAmount,
  formatNzd,
} from '@portal/domain';
import { cardLabel } from '@portal/domain';

/** "1.5%", "2%". */
export function formatPercentage(percentage: number): string {
  return `${String(Math.round(percentage * 100) / 100)}%`;
}

/** The radio value of each way to pay. */
export const NEW_CARD = 'new-card';
export const ONLINE_BANKING = 'online-banking';
export const savedCardChoice = (cardId: string) => `card:${cardId}`;

export type PaymentWay =
  { kind: 'saved-card'; card: ListedSavedCard } | { kind: 'new-card' } | { kind: 'online-banking' };

export function paymentWayOf(choice: string, cards: readonly ListedSavedCard[]): PaymentWay {
  if (choice === ONLINE_BANKING) return { kind: 'online-banking' };
  const card = cards.find((candidate) => savedCardChoice(candidate.cardId) === choice);
  return card === undefined ? { kind: 'new-card' } : { kind: 'saved-card', card };
}

/**
 * Above zero, up to 2 decimals, commas become dots, and at most the spec's general $1,500.00
 * (spec section 5), as the server checks it.
 */
const BILL_PAYMENT_LIMITS = { minCents: 1, maxCents: GENERAL_AMOUNT_MAX_CENTS };

export type AmountResult = { cents: number; error: null } | { cents: null; error: string };

export function readPaymentAmount(input: string): AmountResult {
  const check = checkPaymentAmount(input, BILL_PAYMENT_LIMITS);
  return check.valid
    ? { cents: check.cents, error: null }
    : { cents: null, error: FORM_MESSAGES.paymentAmount };
}

export interface PaymentPlan {
  amount: number;
  surcharge: number;
  total: number;
  /** "Card payments have a 1.5% surcharge: $0.38", or null when none applies. */
  surchargeLine: string | null;
  /** The dialog's title: exactly what will happen. */
  question: string;
  /** What happens next, in a sentence. */
  explanation: string;
}

/** What a payment will cost and do; card payments carry the surcharge, online banking none. */
export function planPayment(amount: number, way: PaymentWay, percentage: number): PaymentPlan {
  if (way.kind === 'online-banking') {
    return {
      amount,
      surcharge: 0,
      total: amount,
      surchargeLine: null,
      question: `Pay ${formatNzd(amount)} by online banking?`,
      explanation:
        "You'll go to the online banking page to approve the payment, then come back here.",
    };
  }
  const surcharge = cardSurchargeCents(amount, percentage);
  const total = amount + surcharge;
  const surchargeLine =
    surcharge > 0
      ? `Card payments have a ${formatPercentage(percentage)} surcharge: ${formatNzd(surcharge)}`
      : null;
  const breakdown =
    surcharge > 0 ? ` (${formatNzd(amount)} plus the ${formatNzd(surcharge)} card surcharge)` : '';
  const explanation =
    way.kind === 'saved-card'
      ? `We'll charge ${formatNzd(total)} to your ${cardLabel(way.card)} now${breakdown}.`
      : `You'll go to our secure payment page to enter your card details. ${formatNzd(total)} will be charged${breakdown}.`;
  return {
    amount,
    surcharge,
    total,
    surchargeLine,
    question: `Pay ${formatNzd(total)} by card?`,
    explanation,
  };
}
