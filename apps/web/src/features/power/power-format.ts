import type { PowerRate } from '@portal/contracts';
import { lazily, powerRateText } from '@portal/domain';

// Made on first use: the currency formatter alone took some 50 ms of a slow phone's main
// thread when the power page's code was prefetched, with no price on the screen.
const dollars = lazily(
  () =>
    new Intl.NumberFormat('en-NZ', {
      style: 'currency',
      currency: 'NZD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
const kwhFormat = lazily(() => new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 0 }));

/** A rate's cents in the account's GST view (business accounts see GST-exclusive). */
function rateCents(rate: PowerRate, inclusive: boolean): number {
  return inclusive ? rate.centsIncludingGst : rate.centsExcludingGst;
}

/** "$2.76 a day" or "27.85c per kWh" (the words of the bill), marked when GST is excluded. */
export function rateText(rate: PowerRate, inclusive: boolean): string {
  const text = powerRateText(rateCents(rate, inclusive), rate.unit);
  return inclusive ? text : `${text} excl. GST`;
}

export function rateName(rate: PowerRate): string {
  return rate.unit === 'day' ? 'Daily charge' : `${rate.rateType} rate`;
}

export const gstNote = (inclusive: boolean) =>
  inclusive ? 'Prices include GST.' : 'Prices exclude GST.';

export function formatKwh(value: number): string {
  return `${kwhFormat().format(value)} kWh`;
}

export function formatDollars(centsValue: number): string {
  return dollars().format(centsValue / 100);
}
