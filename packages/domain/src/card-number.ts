import { isLuhnValid } from './luhn';

export type CardType = 'visa' | 'mastercard' | 'amex' | 'diners' | 'discover' | 'jcb';

interface CardTypeRule {
  readonly name: string;
  /** Matches the leading digits (IIN ranges); tested on partial input while typing. */
  readonly prefix: RegExp;
  readonly lengths: readonly number[];
  /** Positions after which the input mask puts a space. */
  readonly gaps: readonly number[];
  readonly cvvLength: number;
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const CARD_TYPES: Readonly<Record<CardType, CardTypeRule>> = {
  visa: { name: 'Visa', prefix: /^4/, lengths: [13, 16, 19], gaps: [4, 8, 12, 16], cvvLength: 3 },
  mastercard: {
    name: 'Mastercard',
    prefix: /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)/,
    lengths: [16],
    gaps: [4, 8, 12],
    cvvLength: 3,
  },
  amex: { name: 'American Express', prefix: /^3[47]/, lengths: [15], gaps: [4, 10], cvvLength: 4 },
  diners: {
    name: 'Diners Club',
    prefix: /^3(?:0[0-5]|095|[689])/,
    lengths: range(14, 19),
    gaps: [4, 10],
    cvvLength: 3,
  },
  discover: {
    name: 'Discover',
    prefix: /^(?:6011|64[4-9]|65|622(?:12[6-9]|1[3-9]\d|[2-8]\d{2}|9[01]\d|92[0-5]))/,
    lengths: range(16, 19),
    gaps: [4, 8, 12, 16],
    cvvLength: 3,
  },
  jcb: {
    name: 'JCB',
    prefix: /^35(?:2[89]|[3-8]\d)/,
    lengths: range(16, 19),
    gaps: [4, 8, 12, 16],
    cvvLength: 3,
  },
};

const DETECTION_ORDER: readonly CardType[] = [
  'amex',
  'diners',
  'jcb',
  'visa',
  'mastercard',
  'discover',
];

/** Spec section 5: only these may pay on the direct-debit (payment method) page. */
export const DIRECT_DEBIT_CARD_TYPES: readonly CardType[] = ['visa', 'mastercard'];

/** Mask for unknown types: groups of four, up to 19 digits. */
const DEFAULT_GAPS: readonly number[] = [4, 8, 12, 16];
const MAX_CARD_DIGITS = 19;

/** Spaces are ignored (spec section 5); nothing else is removed. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/\s/g, '');
}

/** The card type from the leading digits, or undefined until they are decisive. */
export function detectCardType(input: string): CardType | undefined {
  const digits = normaliseCardNumber(input);
  if (!/^\d+$/.test(digits)) return undefined;
  return DETECTION_ORDER.find((type) => CARD_TYPES[type].prefix.test(digits));
}

export type CardNumberCheck =
  | { readonly valid: true; readonly type: CardType; readonly digits: string }
  | { readonly valid: false; readonly reason: 'format' | 'unknown-type' | 'length' | 'checksum' };

export function checkCardNumber(input: string): CardNumberCheck {
  const digits = normaliseCardNumber(input);
  if (!/^\d+$/.test(digits)) return { valid: false, reason: 'format' };
  const type = detectCardType(digits);
  if (type === undefined) return { valid: false, reason: 'unknown-type' };
  if (!CARD_TYPES[type].lengths.includes(digits.length)) return { valid: false, reason: 'length' };
  if (!isLuhnValid(digits)) return { valid: false, reason: 'checksum' };
  return { valid: true, type, digits };
}

export function isValidCardNumber(input: string): boolean {
  return checkCardNumber(input).valid;
}

/** Direct-debit page card payments: a valid number that is Visa or Mastercard. */
export function isAcceptedForDirectDebitPage(input: string): boolean {
  const check = checkCardNumber(input);
  return check.valid && DIRECT_DEBIT_CARD_TYPES.includes(check.type);
}

/**
 * Input mask by card type, applied as people type: `4111 1111 1111 1111`,
 * Amex `3782 822463 10005`. Non-digits are dropped and the length is capped for the type.
 */
export function formatCardNumberInput(input: string): string {
  const type = detectCardType(input.replace(/\D/g, ''));
  const rule = type === undefined ? undefined : CARD_TYPES[type];
  const maxLength = rule === undefined ? MAX_CARD_DIGITS : Math.max(...rule.lengths);
  const digits = input.replace(/\D/g, '').slice(0, maxLength);
  const gaps = rule?.gaps ?? DEFAULT_GAPS;
  let out = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (i > 0 && gaps.includes(i)) out += ' ';
    out += digits.charAt(i);
  }
  return out;
}

/** Only the last 4 digits stay, the form stored and shown for saved cards: `•••• 1111`. */
export function maskCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}

/** A saved card named for people: its type and last 4 digits, `Visa •••• 1111`. */
export function cardLabel(card: { type: string; maskedNumber: string }): string {
  return `${card.type} ${maskCardNumber(card.maskedNumber)}`;
}
