import {
  currentBillPeriod,
  lastTwelveMonths,
  recentBillingPeriods,
  toNzDateKey,
  type UsagePeriod,
} from '@portal/domain';

export interface PeriodChoice extends UsagePeriod {
  group: 'Bill periods' | 'Months';
  /** Unique across both groups. */
  value: string;
}

/** What the account's bill cycle says of where the current bill period stands. */
export interface BillCycleDates {
  lastBilledDate: string | null;
  nextBillDate: string | null;
}

/**
 * The picker's choices. First the bill period running now (the default: the period the
 * allowance and the mobile home's "left" count), then up to 6 past bill periods, then the
 * last 12 months (spec section 9). Without a bill yet, the first month is the default.
 */
export function usagePeriodChoices(
  now: Date,
  billDates: readonly string[],
  cycle: BillCycleDates | undefined,
): PeriodChoice[] {
  const current =
    cycle?.lastBilledDate == null
      ? []
      : [currentBillPeriod(cycle.lastBilledDate, cycle.nextBillDate, toNzDateKey(now))];
  return [
    ...current.map((period) => ({ ...period, group: 'Bill periods' as const, value: period.key })),
    ...recentBillingPeriods(billDates).map((period) => ({
      ...period,
      group: 'Bill periods' as const,
      value: `bill:${period.key}`,
    })),
    ...lastTwelveMonths(now).map((period) => ({
      ...period,
      group: 'Months' as const,
      value: `month:${period.key}`,
    })),
  ];
}

/** The bill period running now where there is one, else the current month. */
export function defaultPeriodChoice(choices: readonly PeriodChoice[]): PeriodChoice | undefined {
  return (
    choices.find((choice) => choice.value.startsWith('current:')) ??
    choices.find((choice) => choice.group === 'Months')
  );
}
