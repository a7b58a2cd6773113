/**
 * NZD from integer cents: `$1,234.56`, `-$5.00`. Built by hand rather than with
 * Intl's currency style, which prints `NZ$` or `$` depending on the runtime's locale data.
 */
export function formatNzd(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError('Cents must be a safe integer');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}$${dollars}.${fraction}`;
}
