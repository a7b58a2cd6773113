import { isCardExpiryValid, isValidCvv, isValidCvvForCard } from './card-details';
import { DIRECT_DEBIT_CARD_TYPES, checkCardNumber, type CardType } from './card-number';
import { FORM_MESSAGES } from './form-messages';

/** A card as typed into a form or posted to the gateway: every field as text. */
export interface CardEntry {
  cardholderName: string;
  cardNumber: string;
  cvv: string;
  /** '1'…'12' */
  expiryMonth: string;
  /** Four digits. */
  expiryYear: string;
}

export type CardEntryField = keyof CardEntry;
export type CardEntryErrors = Partial<Record<CardEntryField, string>>;

export interface CardEntryRules {
  /**
   * Spec section 5: "Only Visa and Mastercard are accepted for direct-debit-page card
   * payments". Everywhere else (saving a prepay card, paying by card) every type the card
   * patterns know is accepted.
   */
  directDebitPage?: boolean;
}

/** Said of a valid card of another type on the direct-debit (payment method) page. */
export const DIRECT_DEBIT_CARD_TYPE_MESSAGE =
  'Only Visa and Mastercard can be used for automatic payments. Please use another card.';

const CARDHOLDER_NAME_MAX_LENGTH = 64;
/** Letters, spaces and the marks in names; no digits, so no card number lands in this field. */
const CARDHOLDER_NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

/** The name as it will be kept (spaces collapsed), or undefined when it is not a name. */
export function normaliseCardholderName(input: string): string | undefined {
  const name = input.trim().replace(/\s+/g, ' ');
  const valid = name.length <= CARDHOLDER_NAME_MAX_LENGTH && CARDHOLDER_NAME_PATTERN.test(name);
  return valid ? name : undefined;
}

/** Whether the card's type may be used under these rules. */
export function isCardTypeAccepted(type: CardType, rules: CardEntryRules = {}): boolean {
  return rules.directDebitPage !== true || DIRECT_DEBIT_CARD_TYPES.includes(type);
}

const wholeNumber = (text: string, digits: RegExp): number | undefined =>
  digits.test(text.trim()) ? Number(text.trim()) : undefined;

/**
 * Each field's first problem in the words of spec section 5, for the browser's card forms
 * and the gateway alike: the card patterns (Luhn, type, length, spaces ignored), the CVV of
 * the card's length, an expiry not before this month in New Zealand. Empty when all is well.
 */
export function cardEntryErrors(
  entry: CardEntry,
  today: Date,
  rules: CardEntryRules = {},
): CardEntryErrors {
  const errors: CardEntryErrors = {};
  if (normaliseCardholderName(entry.cardholderName) === undefined) {
    errors.cardholderName = FORM_MESSAGES.cardholderName;
  }
  const number = checkCardNumber(entry.cardNumber.trim());
  if (!number.valid) errors.cardNumber = FORM_MESSAGES.cardNumber;
  else if (!isCardTypeAccepted(number.type, rules)) {
    errors.cardNumber = DIRECT_DEBIT_CARD_TYPE_MESSAGE;
  }
  if (!isValidCvv(entry.cvv)) errors.cvv = FORM_MESSAGES.cvv;
  else if (number.valid && !isValidCvvForCard(entry.cvv, number.type)) {
    errors.cvv = FORM_MESSAGES.cvvForCard;
  }
  const month = wholeNumber(entry.expiryMonth, /^\d{1,2}$/);
  const year = wholeNumber(entry.expiryYear, /^\d{4}$/);
  const yearValid = year !== undefined && isCardExpiryValid({ month: 12, year }, today);
  if (!yearValid) errors.expiryYear = FORM_MESSAGES.expiryYear;
  if (month === undefined || month < 1 || month > 12) {
    errors.expiryMonth = FORM_MESSAGES.expiryMonth;
  } else if (yearValid && !isCardExpiryValid({ month, year }, today)) {
    // This year's months before now: the month is what is wrong.
    errors.expiryMonth = FORM_MESSAGES.expiryMonth;
  }
  return errors;
}
