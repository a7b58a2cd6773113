import { SMOOTH_PAY_FREQUENCIES, smoothPayQuote, toNzDateKey } from '@portal/domain';
import type { SmoothPay } from '@portal/contracts';
import type { Db } from '../../db/client';
import { findSmoothPayBasis } from './find-smooth-pay-basis';
import { findActiveSmoothPay, toArrangementAnswer, toQuoteAnswer } from './smooth-pay-answer';

/** The account's smooth pay if on, and what it would be for each frequency today. */
export async function getSmoothPay(db: Db, accountCode: string, now: Date): Promise<SmoothPay> {
  const today = toNzDateKey(now);
  const [basis, active] = await Promise.all([
    findSmoothPayBasis(db, accountCode, today),
    findActiveSmoothPay(db, accountCode),
  ]);
  const quotes = SMOOTH_PAY_FREQUENCIES.map((frequency) =>
    smoothPayQuote(basis.bills, basis.balanceCents, frequency, today),
  ).filter((quote) => quote !== null);
  return {
    today,
    arrangement: active === undefined ? null : await toArrangementAnswer(db, active),
    bills: (quotes[0]?.bills ?? []).map((bill) => ({
      billDate: bill.billDate,
      periodStart: bill.periodStart,
      periodEnd: bill.periodEnd,
      total: bill.totalCents,
    })),
    quotes: quotes.map(toQuoteAnswer),
  };
}
