/** Monthly auto top-up days stop at 28 so every month, February included, has the day. */
export const DAY_OF_MONTH_MIN = 1;
export const DAY_OF_MONTH_MAX = 28;

export function isValidDayOfMonth(day: number): boolean {
  return Number.isInteger(day) && day >= DAY_OF_MONTH_MIN && day <= DAY_OF_MONTH_MAX;
}
