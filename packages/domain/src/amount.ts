/**
 * Money typed by people becomes integer cents here, by string arithmetic, so 0.1 + 0.2
 * never becomes 0.30000000000000004 anywhere downstream.
 */

/** Optional sign, digits, up to 2 decimals (spec section 5). */
export const AMOUNT_PATTERN = /^[-+]?\d+(?:\.\d{1,2})?$/;

/** Single top-up limits (docs/spec-notes.md); callers may pass others. */
export const TOP_UP_MIN_CENTS = 500;
export const TOP_UP_MAX_CENTS = 50_000;

/** The spec's other amount check: 0 to 1500 dollars, inclusive. */
export const GENERAL_AMOUNT_MIN_CENTS = 0;
export const GENERAL_AMOUNT_MAX_CENTS = 150_000;

/** Commas become dots (spec section 5); surrounding spaces go. */
export function normaliseAmountInput(input: string): string {
  return input.trim().replace(/,/g, '.');
}

/** Integer cents, or undefined when the text does not match the amount pattern. */
export function parseAmountToCents(input: string): number | undefined {
  const text = normaliseAmountInput(input);
  if (!AMOUNT_PATTERN.test(text)) return undefined;
  const negative = text.startsWith('-');
  const unsigned = text.replace(/^[-+]/, '');
  const [whole = '0', fraction = ''] = unsigned.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return undefined;
  return negative && cents !== 0 ? -cents : cents;
}

/** Cents back into the plain input form (`12.50`), the inverse of parseAmountToCents. */
export function centsToAmountInput(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('Cents must be a safe integer');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}.${fraction}`;
}

export function isPositiveAmount(cents: number): boolean {
  return cents > 0;
}

export function isAmountInRange(cents: number, minCents: number, maxCents: number): boolean {
  return cents >= minCents && cents <= maxCents;
}

export function isWithinGeneralAmountLimit(cents: number): boolean {
  return isAmountInRange(cents, GENERAL_AMOUNT_MIN_CENTS, GENERAL_AMOUNT_MAX_CENTS);
}

export interface AmountLimits {
  readonly minCents: number;
  readonly maxCents: number;
}

export const TOP_UP_LIMITS: AmountLimits = {
  minCents: TOP_UP_MIN_CENTS,
  maxCents: TOP_UP_MAX_CENTS,
};

export type AmountCheck =
  | { readonly valid: true; readonly cents: number }
  | {
      readonly valid: false;
      readonly reason: 'format' | 'not-positive' | 'below-min' | 'above-max';
    };

/** A top-up or payment amount: well formed, above zero, inside the caller's limits. */
export function checkPaymentAmount(
  input: string,
  limits: AmountLimits = TOP_UP_LIMITS,
): AmountCheck {
  const cents = parseAmountToCents(input);
  if (cents === undefined) return { valid: false, reason: 'format' };
  if (!isPositiveAmount(cents)) return { valid: false, reason: 'not-positive' };
  if (cents < limits.minCents) return { valid: false, reason: 'below-min' };
  if (cents > limits.maxCents) return { valid: false, reason: 'above-max' };
  return { valid: true, cents };
}
