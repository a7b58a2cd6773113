import { formatNzd } from '@portal/domain';

/** A plan's monthly charge as the account sees prices: "$89.00 per month incl. GST". */
export function monthlyPrice(
  plan: { monthlyChargeIncludingGst: number; monthlyChargeExcludingGst: number },
  displayGstInclusiveValues: boolean,
): string {
  return displayGstInclusiveValues
    ? `${formatNzd(plan.monthlyChargeIncludingGst)} per month incl. GST`
    : `${formatNzd(plan.monthlyChargeExcludingGst)} per month excl. GST`;
}
