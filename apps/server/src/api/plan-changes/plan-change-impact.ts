import { formatDate, formatNzd, monthlyChange } from '@portal/domain';
import type { PlanChangeImpact } from '@portal/contracts';
import type { AccountPricing } from './account-pricing';

export interface PricedPlan {
  planKey: string;
  name: string;
  monthlyChargeIncludingGst: number;
  monthlyChargeExcludingGst: number;
}

/** What a plan change does, in the prices the account is shown (broadband and voice alike). */
export function planChangeImpact(
  from: PricedPlan,
  to: PricedPlan,
  pricing: AccountPricing,
): PlanChangeImpact {
  const shown = (plan: PricedPlan) =>
    pricing.displayGstInclusiveValues
      ? plan.monthlyChargeIncludingGst
      : plan.monthlyChargeExcludingGst;
  const gst = pricing.displayGstInclusiveValues ? 'incl. GST' : 'excl. GST';
  const change = monthlyChange(shown(from), shown(to));
  const when = formatDate(pricing.changeDate);
  const price =
    change.direction === 'same'
      ? `Your monthly charge stays at ${formatNzd(shown(to))} ${gst}.`
      : `Your monthly charge changes from ${formatNzd(shown(from))} to ${formatNzd(shown(to))} ${gst} (${change.direction === 'up' ? 'up' : 'down'} ${formatNzd(Math.abs(change.differenceCents))}).`;
  return {
    from,
    to,
    monthlyDifference: change.differenceCents,
    displayGstInclusiveValues: pricing.displayGstInclusiveValues,
    effectiveDate: pricing.changeDate,
    lines: [
      `You move from ${from.name} to ${to.name} on ${when}${pricing.changeDateIsNextBill ? ', your next bill date' : ''}.`,
      price,
      'Until then nothing changes; you can change your mind by choosing another plan.',
    ],
  };
}
