import type { CardType } from './card-number';
import { CARD_TYPES } from './card-number';
import { toNzDateKey } from './nz-date';

/** Spec section 5: a card id entry is checked to be at least 15 characters. */
export const CARD_ID_MIN_LENGTH = 15;

export function isValidCardIdEntry(input: string): boolean {
  return input.trim().length >= CARD_ID_MIN_LENGTH;
}

/** The general CVV/CVC rule: 3 or 4 digits, whatever the card. */
export function isValidCvv(input: string): boolean {
  return /^\d{3,4}$/.test(input.trim());
}

/** "the CVV/CVC for this card": Amex has 4 digits, the others 3. */
export function isValidCvvForCard(input: string, type: CardType): boolean {
  const cvv = input.trim();
  return /^\d+$/.test(cvv) && cvv.length === CARD_TYPES[type].cvvLength;
}

export interface CardExpiry {
  /** 1-12 */
  readonly month: number;
  /** Four digits. */
  readonly year: number;
}

/** Shown as MM/YY (spec section 9). */
export function formatCardExpiry(expiry: CardExpiry): string {
  const month = String(expiry.month).padStart(2, '0');
  const year = String(expiry.year % 100).padStart(2, '0');
  return `${month}/${year}`;
}

/** Reads MM/YY or MM/YYYY; two-digit years are taken as 20YY. */
export function parseCardExpiry(input: string): CardExpiry | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (match === null) return undefined;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

/** How far ahead an expiry year may be; issuers do not print cards beyond it. */
export const CARD_EXPIRY_MAX_YEARS_AHEAD = 20;

/**
 * A card is usable through the last day of its expiry month, so the current month
 * is still valid. The calendar month of `today` is read in Pacific/Auckland, where the
 * customers are.
 */
export function isCardExpiryValid(expiry: CardExpiry, today: Date): boolean {
  if (!Number.isInteger(expiry.month) || expiry.month < 1 || expiry.month > 12) return false;
  if (!Number.isInteger(expiry.year)) return false;
  const [currentYear = 0, currentMonth = 0] = toNzDateKey(today).split('-').map(Number);
  if (expiry.year > currentYear + CARD_EXPIRY_MAX_YEARS_AHEAD) return false;
  return expiry.year * 12 + expiry.month >= currentYear * 12 + currentMonth;
}
