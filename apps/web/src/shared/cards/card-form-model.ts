import type { SubmitCard } from '@portal/contracts';
import {
  CARD_EXPIRY_MAX_YEARS_AHEAD,
  DIRECT_DEBIT_CARD_TYPES,
  FORM_MESSAGES,
  checkCardNumber,
  isCardExpiryValid,
  isValidCvv,
  isValidCvvForCard,
  toNzDateKey,
} from '@portal/domain';

export interface CardForm {
  cardholderName: string;
  cardNumber: string;
  cvv: string;
  /** '1'…'12', or '' until chosen. */
  expiryMonth: string;
  /** Four digits, or '' until chosen. */
  expiryYear: string;
}

export type CardField = keyof CardForm;
export type CardErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD: CardForm = {
  cardholderName: '',
  cardNumber: '',
  cvv: '',
  expiryMonth: '',
  expiryYear: '',
};

/** Spec section 5: only Visa and Mastercard pay bills automatically. */
export const ONLY_VISA_OR_MASTERCARD =
  'Only Visa and Mastercard can be used for automatic payments. Please use another card.';

const NAME_PATTERN = /^[\p{L}][\p{L}\p{M} .'-]*$/u;

/** The years a card can still expire in, from this year on. */
export function expiryYears(today: Date): string[] {
  const year = Number(toNzDateKey(today).slice(0, 4));
  return Array.from({ length: CARD_EXPIRY_MAX_YEARS_AHEAD + 1 }, (_, i) => String(year + i));
}

/** Every field's first problem, in the words of spec section 5. */
export function validateCard(form: CardForm, today: Date): CardErrors {
  const errors: CardErrors = {};
  const name = form.cardholderName.trim();
  if (name.length === 0 || name.length > 64 || !NAME_PATTERN.test(name)) {
    errors.cardholderName = FORM_MESSAGES.cardholderName;
  }
  const number = checkCardNumber(form.cardNumber);
  if (!number.valid) errors.cardNumber = FORM_MESSAGES.cardNumber;
  else if (!DIRECT_DEBIT_CARD_TYPES.includes(number.type))
    errors.cardNumber = ONLY_VISA_OR_MASTERCARD;
  if (!isValidCvv(form.cvv)) errors.cvv = FORM_MESSAGES.cvv;
  else if (number.valid && !isValidCvvForCard(form.cvv, number.type)) {
    errors.cvv = FORM_MESSAGES.cvvForCard;
  }
  const month = Number(form.expiryMonth);
  const year = Number(form.expiryYear);
  if (form.expiryYear === '' || !Number.isInteger(year))
    errors.expiryYear = FORM_MESSAGES.expiryYear;
  if (form.expiryMonth === '' || !Number.isInteger(month) || month < 1 || month > 12) {
    errors.expiryMonth = FORM_MESSAGES.expiryMonth;
  } else if (errors.expiryYear === undefined && !isCardExpiryValid({ month, year }, today)) {
    // This year's months before now: the month is what is wrong.
    errors.expiryMonth = FORM_MESSAGES.expiryMonth;
  }
  return errors;
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
