import type { SubmitCard } from '@portal/contracts';
import { z } from 'zod';
import {
  CARD_EXPIRY_MAX_YEARS_AHEAD,
  cardEntryErrors,
  toNzDateKey,
  type CardEntry,
  type CardEntryField,
  type CardEntryRules,
} from '@portal/domain';

/** The card form's fields: '' until typed or chosen. */
export type CardForm = CardEntry;
export type CardField = CardEntryField;

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
 * The card form's rules (decision 039), in the words of spec section 5: the domain's card
 * rule, the one the gateway applies, each field's problem under that field. Made for the
 * day the card is entered, as an expiry is checked against this month in New Zealand.
 * Only the direct-debit page passes `{ directDebitPage: true }`.
 */
export function cardFormSchema(today: Date, rules?: CardEntryRules): z.ZodType<unknown, CardForm> {
  return z
    .object({
      cardholderName: z.string(),
      cardNumber: z.string(),
      cvv: z.string(),
      expiryMonth: z.string(),
      expiryYear: z.string(),
    })
    .superRefine((card, context) => {
      for (const [field, message] of Object.entries(cardEntryErrors(card, today, rules))) {
        context.addIssue({ code: 'custom', path: [field], message });
      }
    });
}

/** The gateway's card body (submitCardSchema); call once cardFormSchema found nothing. */
export function toSubmitCard(form: CardForm): SubmitCard {
  return {
    cardholderName: form.cardholderName.trim(),
    cardNumber: form.cardNumber.replace(/\s/g, ''),
    expiryMonth: Number(form.expiryMonth),
    expiryYear: Number(form.expiryYear),
    cvc: form.cvv.trim(),
  };
}
