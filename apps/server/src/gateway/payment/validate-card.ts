import {
  cardEntryErrors,
  checkCardNumber,
  normaliseCardholderName,
  type CardEntryErrors,
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

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * The card rules of spec section 5 (domain package): Luhn and type, spaces ignored; CVV of
 * the card's length (4 for Amex); expiry not before this month. Messages are the spec's.
 */
export function validateCard(input: CardInput, today = new Date()): CardCheck {
  const entry = {
    cardholderName: text(input.cardholderName),
    cardNumber: text(input.cardNumber),
    cvv: text(input.cvc),
    expiryMonth: text(input.expiryMonth),
    expiryYear: text(input.expiryYear),
  };
  const found: CardEntryErrors = cardEntryErrors(entry, today);
  const { cvv, ...others } = found;
  const errors: Partial<Record<CardField, string>> =
    cvv === undefined ? others : { ...others, cvc: cvv };
  const cardholderName = normaliseCardholderName(entry.cardholderName);
  const number = checkCardNumber(entry.cardNumber);
  if (Object.keys(errors).length > 0 || cardholderName === undefined || !number.valid) {
    return { valid: false, errors };
  }
  return {
    valid: true,
    card: {
      cardholderName,
      digits: number.digits,
      type: number.type,
      expiryMonth: Number(entry.expiryMonth),
      expiryYear: Number(entry.expiryYear),
    },
  };
}
