import {
  checkCardNumber,
  FORM_MESSAGES,
  isCardExpiryValid,
  isValidCvv,
  isValidCvvForCard,
  type CardType,
} from '@portal/domain';

/** A card as typed, from the JSON submit or the hosted form; nothing trusted yet. */
export interface CardInput {
  cardholderName?: unknown;
  cardNumber?: unknown;
  expiryMonth?: unknown;
  expiryYear?: unknown;
  cvc?: unknown;
}

export type CardField = 'cardholderName' | 'cardNumber' | 'expiryMonth' | 'expiryYear' | 'cvc';

export interface ValidCard {
  cardholderName: string;
  /** Digits only. Lives in memory for the one request; never stored or logged. */
  digits: string;
  type: CardType;
  expiryMonth: number;
  expiryYear: number;
}

export type CardCheck =
  { valid: true; card: ValidCard } | { valid: false; errors: Partial<Record<CardField, string>> };

/** Letters, spaces and the marks in names; no digits, so no card number lands in this field. */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
const NAME_MAX_LENGTH = 64;

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function wholeNumber(value: unknown): number | undefined {
  const digits = text(value);
  return /^\d{1,4}$/.test(digits) ? Number(digits) : undefined;
}

function checkName(value: unknown): string | undefined {
  const name = text(value).replace(/\s+/g, ' ');
  return name.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(name) ? name : undefined;
}

/**
 * The card rules of spec section 5 (domain package): Luhn and type, spaces ignored; CVV of
 * the card's length (4 for Amex); expiry not before this month. Messages are the spec's.
 */
export function validateCard(input: CardInput, today = new Date()): CardCheck {
  const errors: Partial<Record<CardField, string>> = {};
  const cardholderName = checkName(input.cardholderName);
  if (cardholderName === undefined) errors.cardholderName = FORM_MESSAGES.cardholderName;

  const number = checkCardNumber(text(input.cardNumber));
  if (!number.valid) errors.cardNumber = FORM_MESSAGES.cardNumber;

  const cvc = text(input.cvc);
  if (!isValidCvv(cvc)) errors.cvc = FORM_MESSAGES.cvv;
  else if (number.valid && !isValidCvvForCard(cvc, number.type))
    errors.cvc = FORM_MESSAGES.cvvForCard;

  const month = wholeNumber(input.expiryMonth);
  const year = wholeNumber(input.expiryYear);
  const monthInRange = month !== undefined && month >= 1 && month <= 12;
  const yearValid = year !== undefined && isCardExpiryValid({ month: 12, year }, today);
  if (!yearValid) errors.expiryYear = FORM_MESSAGES.expiryYear;
  if (!monthInRange) errors.expiryMonth = FORM_MESSAGES.expiryMonth;
  else if (yearValid && !isCardExpiryValid({ month, year }, today)) {
    // The year is fine but the month is past: it is the month that must change.
    errors.expiryMonth = FORM_MESSAGES.expiryMonth;
  }

  if (
    cardholderName === undefined ||
    !number.valid ||
    month === undefined ||
    year === undefined ||
    Object.keys(errors).length > 0
  ) {
    return { valid: false, errors };
  }
  return {
    valid: true,
    card: {
      cardholderName,
      digits: number.digits,
      type: number.type,
      expiryMonth: month,
      expiryYear: year,
    },
  };
}
