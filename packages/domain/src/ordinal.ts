/** 1st 2nd 3rd 4th … 11th 12th 13th … 21st 22nd 23rd … 111th. */
export function ordinalSuffix(n: number): 'st' | 'nd' | 'rd' | 'th' {
  const abs = Math.abs(Math.trunc(n));
  const lastTwo = abs % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (abs % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

export function ordinal(n: number): string {
  return `${Math.trunc(n)}${ordinalSuffix(n)}`;
}
