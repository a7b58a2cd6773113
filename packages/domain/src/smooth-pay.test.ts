import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarMonths } from './cost-to-leave';
import { addDays, type DateKey } from './nz-date';
import {
  SMOOTH_PAY_FREQUENCIES,
  SMOOTH_PAY_PAYMENTS_PER_YEAR,
  nextSmoothPayReview,
  paymentsUntilReview,
  smoothPayQuote,
  smoothPayReviewText,
  type SmoothPayBill,
} from './smooth-pay';

/** Monthly bills, the newest dated `lastBillDate`, each for the month before it. */
function monthlyBills(totals: readonly number[], lastBillDate: DateKey): SmoothPayBill[] {
  return totals.map((totalCents, index) => {
    const back = totals.length - 1 - index;
    const billDate = addCalendarMonths(lastBillDate, -back);
    return {
      billDate,
      periodStart: addCalendarMonths(billDate, -1),
      periodEnd: addDays(billDate, -1),
      totalCents,
    };
  });
}

const today = '2026-12-07';

describe('the smooth pay amount', () => {
  it('is a year of bills over the payments in a year, rounded up to whole dollars', () => {
    // 12 bills of $150.10: $1,801.20 a year.
    const bills = monthlyBills(Array<number>(12).fill(15_010), '2026-12-01');
    const monthly = smoothPayQuote(bills, 0, 'monthly', today);
    expect(monthly).toMatchObject({
      amountCents: 15_100,
      billsTotalCents: 180_120,
      yearCents: 180_120,
      scaledToYear: false,
    });
    expect(monthly?.bills).toHaveLength(12);
    expect(smoothPayQuote(bills, 0, 'weekly', today)?.amountCents).toBe(3_500); // 34.64 up
    expect(smoothPayQuote(bills, 0, 'fortnightly', today)?.amountCents).toBe(7_000); // 69.28 up
  });

  it('uses only bills dated in the last 12 months', () => {
    const bills = monthlyBills([99_999, ...Array<number>(12).fill(10_000)], '2026-12-01');
    const quote = smoothPayQuote(bills, 0, 'monthly', today);
    expect(quote?.bills).toHaveLength(12);
    expect(quote?.billsTotalCents).toBe(120_000);
    expect(quote?.amountCents).toBe(10_000);
  });

  it('scales fewer than 12 months of bills up to a year, and says so', () => {
    const bills = monthlyBills([9_000, 12_000, 15_000], '2026-12-01');
    const quote = smoothPayQuote(bills, 0, 'monthly', today);
    expect(quote?.scaledToYear).toBe(true);
    expect(quote?.daysCovered).toBe(91); // Sep, Oct and Nov
    expect(quote?.yearCents).toBe(Math.round((36_000 * 365) / 91));
    expect(quote?.amountCents).toBe(12_100); // 144,396 / 12 = 12,033 up to $121
    expect(smoothPayReviewText(10_000, quote ?? expect.fail())).toBe(
      'Your smooth pay goes up from $100.00 to $121.00 a month. Your 3 bills from the last 12 months came to $360.00 over 91 days, which is about $1,443.96 over a year.',
    );
  });

  it('spreads a balance owing, or a credit, over the payments until the next review', () => {
    const bills = monthlyBills(Array<number>(12).fill(10_000), '2026-12-01');
    expect(smoothPayQuote(bills, 20_000, 'monthly', today)?.amountCents).toBe(15_000);
    expect(smoothPayQuote(bills, -20_000, 'monthly', today)?.amountCents).toBe(5_000);
    // A credit larger than the bills until the review: nothing to pay, never less.
    expect(smoothPayQuote(bills, -90_000, 'monthly', today)?.amountCents).toBe(0);
    expect(paymentsUntilReview('weekly')).toBe(17);
    expect(paymentsUntilReview('fortnightly')).toBe(8);
    expect(paymentsUntilReview('monthly')).toBe(4);
  });

  it('cannot be worked out without a bill in the last 12 months', () => {
    expect(smoothPayQuote([], 0, 'monthly', today)).toBeNull();
    expect(smoothPayQuote(monthlyBills([10_000], '2025-11-01'), 0, 'monthly', today)).toBeNull();
  });

  const frequency = fc.constantFrom(...SMOOTH_PAY_FREQUENCIES);
  const totals = fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 12 });
  const balance = fc.integer({ min: -200_000, max: 200_000 });

  it('always covers a year of bills and the balance, by less than a dollar a payment', () => {
    fc.assert(
      fc.property(totals, balance, frequency, (amounts, owed, often) => {
        const quote = smoothPayQuote(monthlyBills(amounts, '2026-12-01'), owed, often, today);
        if (quote === null) return false;
        const perYear = SMOOTH_PAY_PAYMENTS_PER_YEAR[often];
        const needed = quote.yearCents / perYear + owed / paymentsUntilReview(often);
        expect(quote.amountCents % 100).toBe(0);
        expect(quote.amountCents).toBeGreaterThanOrEqual(0);
        expect(quote.amountCents).toBeGreaterThanOrEqual(needed);
        if (needed > 0) expect(quote.amountCents - needed).toBeLessThan(100);
        return true;
      }),
    );
  });

  it('never falls when more is owed or a bill is bigger', () => {
    fc.assert(
      fc.property(
        totals,
        balance,
        fc.integer({ min: 1, max: 50_000 }),
        frequency,
        (amounts, owed, more, often) => {
          const bills = monthlyBills(amounts, '2026-12-01');
          const base = smoothPayQuote(bills, owed, often, today)?.amountCents ?? 0;
          const owingMore = smoothPayQuote(bills, owed + more, often, today)?.amountCents ?? 0;
          const bigger = bills.map((bill, i) =>
            i === 0 ? { ...bill, totalCents: bill.totalCents + more } : bill,
          );
          const billedMore = smoothPayQuote(bigger, owed, often, today)?.amountCents ?? 0;
          expect(owingMore).toBeGreaterThanOrEqual(base);
          expect(billedMore).toBeGreaterThanOrEqual(base);
        },
      ),
    );
  });
});

describe('the smooth pay review date', () => {
  it('comes every 4 months from the start, the first one after today', () => {
    expect(nextSmoothPayReview('2026-12-07', '2026-12-07')).toBe('2027-04-07');
    expect(nextSmoothPayReview('2026-12-07', '2027-04-06')).toBe('2027-04-07');
    expect(nextSmoothPayReview('2026-12-07', '2027-04-07')).toBe('2027-08-07');
    // From the 31st: the month's last day, then back to the 31st.
    expect(nextSmoothPayReview('2026-10-31', '2026-10-31')).toBe('2027-02-28');
    expect(nextSmoothPayReview('2026-10-31', '2027-02-28')).toBe('2027-06-30');
    expect(nextSmoothPayReview('2026-10-31', '2027-06-30')).toBe('2027-10-31');
  });

  it('is always after today and at most 4 months and a few days away, on a 4-month step', () => {
    const day = fc.integer({ min: 0, max: 3_000 }).map((n) => addDays('2024-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 2_000 }), (start, later) => {
        const on = addDays(start, later);
        const review = nextSmoothPayReview(start, on);
        expect(review > on).toBe(true);
        expect(review <= addDays(addCalendarMonths(on, 4), 3)).toBe(true);
        const steps = Array.from({ length: 30 }, (_, k) => addCalendarMonths(start, 4 * (k + 1)));
        expect(steps).toContain(review);
      }),
    );
  });
});
