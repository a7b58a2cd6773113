import type { UsageCategoryAmount } from '@portal/contracts';
import { daysBetween } from '@portal/domain';

/** An average month, to count how many allowance periods a range spans. */
const DAYS_PER_PERIOD = 365.25 / 12;

/** The periods a range covers: one for a month or a bill period, twelve for a year. */
export function periodsIn(from: string, to: string): number {
  return Math.max(1, Math.round((daysBetween(from, to) + 1) / DAYS_PER_PERIOD));
}

/**
 * The five usage categories of the spec, in its order. Overage is what was used beyond the
 * allowance and the carryover; remaining is what is left of them. A plan without a cap has
 * no allocation and nothing to count down (null); on unlimited data (Endless plans slow
 * down past their cap) nothing is overage.
 */
export function dataCategories(input: {
  allowanceBytes: number | null;
  unlimitedData: boolean;
  carryoverBytes: number;
  usedBytes: number;
}): UsageCategoryAmount[] {
  const { allowanceBytes, unlimitedData, carryoverBytes, usedBytes } = input;
  const available = allowanceBytes === null ? null : allowanceBytes + carryoverBytes;
  return [
    { category: 'Allocated Data', bytes: allowanceBytes },
    { category: 'Carryover and Bonus Data', bytes: carryoverBytes },
    {
      category: 'Overage Data',
      bytes: available === null || unlimitedData ? 0 : Math.max(0, usedBytes - available),
    },
    { category: 'Total Used', bytes: usedBytes },
    {
      category: 'Total Remaining',
      bytes: available === null ? null : Math.max(0, available - usedBytes),
    },
  ];
}
