import { addCalendarMonths } from './cost-to-leave';
import { formatNzd } from './money';
import { daysBetween, type DateKey } from './nz-date';

/**
 * Smooth pay (issue 30, decision 062): the same amount every week, fortnight or month,
 * worked out from the account's last 12 months of bills and looked at again every 4 months.
 */
export const SMOOTH_PAY_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export type SmoothPayFrequency = (typeof SMOOTH_PAY_FREQUENCIES)[number];

export const SMOOTH_PAY_PAYMENTS_PER_YEAR: Record<SmoothPayFrequency, number> = {
  weekly: 52,
  fortnightly: 26,
  monthly: 12,
};
/** How often the amount is looked at again, from the day smooth pay started. */
export const SMOOTH_PAY_REVIEW_MONTHS = 4;
/** The bills the amount comes from: those dated in the last 12 months. */
export const SMOOTH_PAY_LOOKBACK_MONTHS = 12;
const DAYS_IN_YEAR = 365;

/** Payments between two reviews: a balance owing or in credit is spread over them. */
export function paymentsUntilReview(frequency: SmoothPayFrequency): number {
  return Math.floor((SMOOTH_PAY_PAYMENTS_PER_YEAR[frequency] * SMOOTH_PAY_REVIEW_MONTHS) / 12);
}

export interface SmoothPayBill {
  billDate: DateKey;
  periodStart: DateKey;
  periodEnd: DateKey;
  /** The bill's total incl. GST, in cents. */
  totalCents: number;
}

export interface SmoothPayQuote {
  frequency: SmoothPayFrequency;
  /** What to pay each time, in whole dollars (cents, a multiple of 100). */
  amountCents: number;
  /** The bills it came from, oldest first. */
  bills: SmoothPayBill[];
  billsTotalCents: number;
  /** Days the bills' periods cover; under 365 means the total was scaled up to a year. */
  daysCovered: number;
  /** What a year of bills comes to: the total, or the total scaled to 365 days. */
  yearCents: number;
  scaledToYear: boolean;
  /** Overdue on the account today (positive), or its credit (negative); a bill not yet due is not in it. */
  balanceCents: number;
  /** The share of that balance in each payment until the next review (negative for credit). */
  balanceShareCents: number;
}

/** The bills dated in the 12 months up to and including `today`, oldest first. */
export function billsForSmoothPay(
  bills: readonly SmoothPayBill[],
  today: DateKey,
): SmoothPayBill[] {
  const from = addCalendarMonths(today, -SMOOTH_PAY_LOOKBACK_MONTHS);
  return bills
    .filter((bill) => bill.billDate > from && bill.billDate <= today)
    .sort((a, b) => (a.billDate < b.billDate ? -1 : a.billDate > b.billDate ? 1 : 0));
}

function daysCoveredBy(bills: readonly SmoothPayBill[]): number {
  return bills.reduce(
    (sum, bill) => sum + Math.max(1, daysBetween(bill.periodStart, bill.periodEnd) + 1),
    0,
  );
}

/**
 * The steady amount: a year of bills over the payments in a year, plus the balance spread
 * over the payments until the next review (a credit brings it down, never below nothing),
 * rounded up to whole dollars so that it covers the bills. Bills covering less than a year
 * are scaled up to 365 days. No bills in the last 12 months: nothing to work it out from.
 */
export function smoothPayQuote(
  allBills: readonly SmoothPayBill[],
  balanceCents: number,
  frequency: SmoothPayFrequency,
  today: DateKey,
): SmoothPayQuote | null {
  const bills = billsForSmoothPay(allBills, today);
  if (bills.length === 0) return null;
  const billsTotalCents = bills.reduce((sum, bill) => sum + bill.totalCents, 0);
  const daysCovered = daysCoveredBy(bills);
  const scaledToYear = daysCovered < DAYS_IN_YEAR;
  const yearCents = scaledToYear
    ? Math.round((billsTotalCents * DAYS_IN_YEAR) / daysCovered)
    : billsTotalCents;
  const balanceShareCents = balanceCents / paymentsUntilReview(frequency);
  const perPayment = yearCents / SMOOTH_PAY_PAYMENTS_PER_YEAR[frequency] + balanceShareCents;
  return {
    frequency,
    amountCents: Math.max(0, Math.ceil(perPayment / 100) * 100),
    bills,
    billsTotalCents,
    daysCovered,
    yearCents,
    scaledToYear,
    balanceCents,
    balanceShareCents: Math.round(balanceShareCents),
  };
}

/**
 * The next day the amount is looked at again: the first day 4, 8, 12… months after the start
 * that is after `today`. Counted from the start each time, so a start on the 31st stays on
 * the last day of shorter months rather than drifting.
 */
export function nextSmoothPayReview(startedOn: DateKey, today: DateKey): DateKey {
  let times = 1;
  let review = addCalendarMonths(startedOn, SMOOTH_PAY_REVIEW_MONTHS);
  while (review <= today) {
    times += 1;
    review = addCalendarMonths(startedOn, SMOOTH_PAY_REVIEW_MONTHS * times);
  }
  return review;
}

const EACH: Record<SmoothPayFrequency, string> = {
  weekly: 'a week',
  fortnightly: 'a fortnight',
  monthly: 'a month',
};

/** "$120.00 a month". */
export function smoothPayAmountText(amountCents: number, frequency: SmoothPayFrequency): string {
  return `${formatNzd(amountCents)} ${EACH[frequency]}`;
}

/** Where the amount comes from, in a sentence: the bills, and the balance if any. */
export function smoothPayBasisText(quote: SmoothPayQuote): string {
  const count = quote.bills.length;
  const bills = `${String(count)} bill${count === 1 ? '' : 's'}`;
  const base = quote.scaledToYear
    ? `Your ${bills} from the last 12 months came to ${formatNzd(quote.billsTotalCents)} over ${String(quote.daysCovered)} days, which is about ${formatNzd(quote.yearCents)} over a year.`
    : `Your ${bills} from the last 12 months came to ${formatNzd(quote.billsTotalCents)}.`;
  if (quote.balanceCents > 0) {
    return `${base} The ${formatNzd(quote.balanceCents)} overdue is spread over the payments until the next review.`;
  }
  if (quote.balanceCents < 0) {
    return `${base} Your ${formatNzd(-quote.balanceCents)} credit is taken off the payments until the next review.`;
  }
  return base;
}

/** What a review tells the customer: the new amount and why it is what it is. */
export function smoothPayReviewText(previousCents: number, quote: SmoothPayQuote): string {
  const now = smoothPayAmountText(quote.amountCents, quote.frequency);
  const change =
    quote.amountCents > previousCents
      ? `Your smooth pay goes up from ${formatNzd(previousCents)} to ${now}.`
      : quote.amountCents < previousCents
        ? `Your smooth pay goes down from ${formatNzd(previousCents)} to ${now}.`
        : `Your smooth pay stays at ${now}.`;
  return `${change} ${smoothPayBasisText(quote)}`;
}
