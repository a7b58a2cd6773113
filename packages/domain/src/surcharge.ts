/**
 * The card surcharge of spec section 9: a percentage added to credit and debit card
 * payments (not to online banking). The percentage is configuration; the amount is
 * rounded to the cent, half up, so $25.00 at 1.5% costs 38 cents, not 37.
 */

/** Percentages carry at most four decimals; they are scaled to integers to avoid float drift. */
const PERCENT_SCALE = 10_000;

export function cardSurchargeCents(amountCents: number, percent: number): number {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    throw new RangeError('The amount must be a whole, non-negative number of cents');
  }
  if (!Number.isFinite(percent) || percent < 0) {
    throw new RangeError('The surcharge percentage must be zero or more');
  }
  const scaledPercent = Math.round(percent * PERCENT_SCALE);
  const divisor = 100 * PERCENT_SCALE;
  // Integer arithmetic: amount × percent / 100, plus half the divisor for half-up rounding.
  return Math.floor((amountCents * scaledPercent + divisor / 2) / divisor);
}

/** What a card payment of `amountCents` costs in all. */
export function withCardSurcharge(
  amountCents: number,
  percent: number,
): { amount: number; surcharge: number; total: number } {
  const surcharge = cardSurchargeCents(amountCents, percent);
  return { amount: amountCents, surcharge, total: amountCents + surcharge };
}
