/**
 * A standard offer summary for a plan (decision 058, after the Commerce Commission's 2025
 * price and cost guidelines): the price a month, the average a month over the term with
 * one-off fees spread across it, the term and what leaving early costs. An open-term
 * plan is averaged over its first 12 months.
 */
export interface PlanOffer {
  pricePerMonthCents: number;
  termMonths: number | null;
  setupFeeCents: number;
  earlyTerminationFeePerMonthCents: number;
  earlyTerminationFeeCapCents: number | null;
}

export interface OfferSummary {
  pricePerMonthCents: number;
  averageMonthlyPriceCents: number;
  averagedOverMonths: number;
  termMonths: number | null;
  setupFeeCents: number;
  /** The fee to leave on the first day of the term, the most it will be. */
  feeToLeaveAtStartCents: number;
  feePerMonthLeftCents: number;
  feeCapCents: number | null;
}

export const OPEN_TERM_AVERAGING_MONTHS = 12;

export function summariseOffer(offer: PlanOffer): OfferSummary {
  const term = offer.termMonths !== null && offer.termMonths > 0 ? offer.termMonths : null;
  const months = term ?? OPEN_TERM_AVERAGING_MONTHS;
  const price = Math.max(0, offer.pricePerMonthCents);
  const setup = Math.max(0, offer.setupFeeCents);
  const perMonthLeft = term === null ? 0 : Math.max(0, offer.earlyTerminationFeePerMonthCents);
  const cap = term === null ? null : offer.earlyTerminationFeeCapCents;
  const uncapped = perMonthLeft * (term ?? 0);
  return {
    pricePerMonthCents: price,
    averageMonthlyPriceCents: Math.round((price * months + setup) / months),
    averagedOverMonths: months,
    termMonths: term,
    setupFeeCents: setup,
    feeToLeaveAtStartCents: cap === null ? uncapped : Math.min(uncapped, Math.max(0, cap)),
    feePerMonthLeftCents: perMonthLeft,
    feeCapCents: cap,
  };
}
