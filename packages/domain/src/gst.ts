/**
 * GST on integer cents. The rate is in basis points so the arithmetic stays in integers.
 * The spec mentions a helper whose default rate is 1%; New Zealand GST is 15%, and that is
 * the default here. Callers pass another rate where one applies.
 */
export const NZ_GST_RATE_BASIS_POINTS = 1500;

const BASIS = 10_000;

/** Half away from zero, as invoices round: 0.5 cent up, -0.5 cent down. */
function roundHalfAwayFromZero(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator);
  const abs = Math.abs(numerator);
  const rounded = Math.floor((abs * 2 + denominator) / (2 * denominator));
  return sign * rounded;
}

function checkCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError('Cents must be a safe integer');
}

export function addGst(
  excludingGstCents: number,
  rateBasisPoints = NZ_GST_RATE_BASIS_POINTS,
): number {
  checkCents(excludingGstCents);
  return excludingGstCents + roundHalfAwayFromZero(excludingGstCents * rateBasisPoints, BASIS);
}

/** The GST inside a GST-inclusive amount: incl × rate / (1 + rate). */
export function gstComponent(
  includingGstCents: number,
  rateBasisPoints = NZ_GST_RATE_BASIS_POINTS,
): number {
  checkCents(includingGstCents);
  return roundHalfAwayFromZero(includingGstCents * rateBasisPoints, BASIS + rateBasisPoints);
}

export function removeGst(
  includingGstCents: number,
  rateBasisPoints = NZ_GST_RATE_BASIS_POINTS,
): number {
  return includingGstCents - gstComponent(includingGstCents, rateBasisPoints);
}

/** A charge carries both amounts (spec section 3); the account decides which is shown. */
export function chargeForDisplay(
  charge: { readonly chargeIncludingGst: number; readonly chargeExcludingGst: number },
  displayGstInclusiveValues: boolean,
): number {
  return displayGstInclusiveValues ? charge.chargeIncludingGst : charge.chargeExcludingGst;
}
