/** How often a price is charged, as price lines end: "$5.00 per day", "$15.00 once". */
export function chargeFrequencyText(billFrequency: string, renews: boolean): string {
  if (!renews) return 'once';
  switch (billFrequency) {
    case 'Daily':
      return 'per day';
    case 'Weekly':
      return 'per week';
    case 'Fortnightly':
      return 'per fortnight';
    case 'SixMonthly':
      return 'every six months';
    default:
      return 'per month';
  }
}
