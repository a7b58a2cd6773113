import { chargeForDisplay, formatNzd } from '@portal/domain';

interface Charge {
  readonly chargeIncludingGst: number;
  readonly chargeExcludingGst: number;
}

/** `$50.00`, or `$43.48 excl. GST` for an account shown GST-exclusive values (ux.md). */
export function priceText(charge: Charge, displayGstInclusiveValues: boolean): string {
  const amount = formatNzd(chargeForDisplay(charge, displayGstInclusiveValues));
  return displayGstInclusiveValues ? amount : `${amount} excl. GST`;
}
