import type { SubmitCard } from '@portal/contracts';
import {
  CARD_EXPIRY_MAX_YEARS_AHEAD,
  cardEntryErrors,
  toNzDateKey,
  type CardEntry,
  type CardEntryErrors,
  type CardEntryField,
  type CardEntryRules,
} from '@portal/domain';

/** The card form's fields: '' until typed or chosen. */
export type CardForm = CardEntry;
export type CardField = CardEntryField;
export type CardErrors = CardEntryErrors;

export const EMPTY_CARD: CardForm = {
  cardholderName: '',
  cardNumber: '',
  cvv: '',
  expiryMonth: '',
  expiryYear: '',
};

/** The years a card can still expire in, from this year on. */
export function expiryYears(today: Date): string[] {
  const year = Number(toNzDateKey(today).slice(0, 4));
  return Array.from({ length: CARD_EXPIRY_MAX_YEARS_AHEAD + 1 }, (_, i) => String(year + i));
}

/**
 * Every field's first problem, in the words of spec section 5: the domain's card rule, the
 * one the gateway applies. Only the direct-debit page passes `{ directDebitPage: true }`.
 */
export function validateCard(form: CardForm, today: Date, rules?: CardEntryRules): CardErrors {
  return cardEntryErrors(form, today, rules);
}

/** The gateway's card body (submitCardSchema); call once validateCard found nothing. */
export function toSubmitCard(form: CardForm): SubmitCard {
  return {
    cardholderName: form.cardholderName.trim(),
    cardNumber: form.cardNumber.replace(/\s/g, ''),
    expiryMonth: Number(form.expiryMonth),
    expiryYear: Number(form.expiryYear),
    cvc: form.cvv.trim(),
  };
}
