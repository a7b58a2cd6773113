import { addDays, type DateKey } from './nz-date';

/**
 * A plan change takes effect from the next bill date, so a bill never mixes two plans
 * halfway through (our reading: the spec gives only the order's requested date). Without a
 * next bill date in the future, it takes effect tomorrow.
 */
export function planChangeDate(nextBillDate: string | null | undefined, today: DateKey): DateKey {
  if (nextBillDate != null && nextBillDate > today) return nextBillDate;
  return addDays(today, 1);
}

export interface MonthlyChange {
  /** Positive when the new plan costs more. */
  readonly differenceCents: number;
  readonly direction: 'up' | 'down' | 'same';
}

export function monthlyChange(fromCents: number, toCents: number): MonthlyChange {
  const differenceCents = toCents - fromCents;
  return {
    differenceCents,
    direction: differenceCents > 0 ? 'up' : differenceCents < 0 ? 'down' : 'same',
  };
}
