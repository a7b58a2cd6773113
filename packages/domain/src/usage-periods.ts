import type { DateKey } from './nz-date';
import { NZ_LOCALE, addDays, daysBetween, formatDate, toDateKey, toNzDateKey } from './nz-date';
import { lazily } from './lazily';

/** Spec section 9: usage pickers offer 12 months; other lists 6 billing periods. */
export const USAGE_MONTHS = 12;
export const BILLING_PERIODS = 6;

export interface UsagePeriod {
  /** Stable key for a picker value. */
  readonly key: string;
  readonly label: string;
  /** First day, inclusive. */
  readonly from: DateKey;
  /** Last day, inclusive. */
  readonly to: DateKey;
}

const monthLabel = lazily(
  () => new Intl.DateTimeFormat(NZ_LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The current month (in Auckland) and the 11 before it, newest first. The current
 * month runs to its last day even though part of it is still to come, so the picker
 * value stays the same all month.
 */
export function lastTwelveMonths(now: Date, count = USAGE_MONTHS): UsagePeriod[] {
  const [yearText = '', monthText = ''] = toNzDateKey(now).split('-');
  const periods: UsagePeriod[] = [];
  for (let i = 0; i < count; i += 1) {
    const index = Number(yearText) * 12 + Number(monthText) - 1 - i;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const mm = String(month).padStart(2, '0');
    const key = `${year}-${mm}`;
    periods.push({
      key,
      label: monthLabel().format(new Date(Date.UTC(year, month - 1, 1))),
      from: `${key}-01`,
      to: `${key}-${String(lastDayOfMonth(year, month)).padStart(2, '0')}`,
    });
  }
  return periods;
}

export interface BillingPeriod extends UsagePeriod {
  readonly billDate: DateKey;
}

/**
 * Up to 6 billing periods from bill dates (any order, duplicates allowed), newest
 * first. A bill dated D covers the days from the previous bill date up to the day
 * before D; the oldest listed bill, with no earlier date known, is taken to cover the
 * month before it.
 */
export function recentBillingPeriods(
  billDates: readonly (Date | string)[],
  count = BILLING_PERIODS,
): BillingPeriod[] {
  const keys = [...new Set(billDates.map((d) => toDateKey(d)))].sort().reverse();
  return keys.slice(0, count).map((billDate, i) => {
    const previous = keys[i + 1];
    const from = previous ?? oneMonthBefore(billDate);
    const to = addDays(billDate, -1);
    return { key: billDate, billDate, label: `${formatDate(from)} - ${formatDate(to)}`, from, to };
  });
}

function oneMonthBefore(key: DateKey): DateKey {
  const [y = 0, m = 1, d = 1] = key.split('-').map(Number);
  const index = y * 12 + m - 2;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(d, lastDayOfMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface CurrentBillPeriod extends UsagePeriod {
  /** Days from today until the next bill is made; null when no next bill date is known. */
  readonly daysLeft: number | null;
}

/**
 * The bill period running now, from the last bill date to today (the days still to come
 * have no use yet), named with the days left until the next bill: the period a bill's
 * allowance, the mobile home's "left" and the usage page all count.
 */
export function currentBillPeriod(
  lastBillDate: DateKey,
  nextBillDate: DateKey | null,
  today: DateKey,
): CurrentBillPeriod {
  const daysLeft = nextBillDate === null ? null : Math.max(0, daysBetween(today, nextBillDate));
  const left =
    daysLeft === null ? '' : ` (${String(daysLeft)} ${daysLeft === 1 ? 'day' : 'days'} left)`;
  return {
    key: `current:${lastBillDate}`,
    label: `This bill period${left}`,
    from: lastBillDate,
    to: today < lastBillDate ? lastBillDate : today,
    daysLeft,
  };
}
