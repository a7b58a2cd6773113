import { formatNzd } from './money';

/**
 * A power rate in the words every page and bill uses: a daily charge in dollars
 * ("$2.76 a day"), a unit rate in cents to two places ("27.85c per kWh"). Rates may carry
 * fractions of a cent; the daily charge shows to the cent.
 */
export function powerRateText(cents: number, unit: string): string {
  return unit === 'day' ? `${formatNzd(Math.round(cents))} a day` : `${cents.toFixed(2)}c per kWh`;
}
