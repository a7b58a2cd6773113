import { lastTwelveMonths, recentBillingPeriods, type UsagePeriod } from '@portal/domain';

export interface PeriodChoice extends UsagePeriod {
  group: 'Months' | 'Billing periods';
  /** Unique across both groups. */
  value: string;
}

/**
 * The picker's choices (spec section 9): the last 12 months, then up to 6 billing periods
 * from the account's bill dates. The first month is the default.
 */
export function usagePeriodChoices(now: Date, billDates: readonly string[]): PeriodChoice[] {
  return [
    ...lastTwelveMonths(now).map((period) => ({
      ...period,
      group: 'Months' as const,
      value: `month:${period.key}`,
    })),
    ...recentBillingPeriods(billDates).map((period) => ({
      ...period,
      group: 'Billing periods' as const,
      value: `bill:${period.key}`,
    })),
  ];
}
