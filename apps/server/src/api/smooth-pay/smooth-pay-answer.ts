import { and, desc, eq } from 'drizzle-orm';
import { smoothPayBasisText, type SmoothPayFrequency, type SmoothPayQuote } from '@portal/domain';
import type { SmoothPayArrangement, SmoothPayQuoteAnswer } from '@portal/contracts';
import type { Db } from '../../db/client';
import { smoothPayArrangements, smoothPayReviews } from '../../db/schema';

type ArrangementRow = typeof smoothPayArrangements.$inferSelect;

export function toQuoteAnswer(quote: SmoothPayQuote): SmoothPayQuoteAnswer {
  return {
    frequency: quote.frequency,
    amount: quote.amountCents,
    billsTotal: quote.billsTotalCents,
    daysCovered: quote.daysCovered,
    yearTotal: quote.yearCents,
    scaledToYear: quote.scaledToYear,
    balance: quote.balanceCents,
    balanceShare: quote.balanceShareCents,
    basis: smoothPayBasisText(quote),
  };
}

/** The arrangement with its reviews, newest first, as the API answers it. */
export async function toArrangementAnswer(
  db: Db,
  row: ArrangementRow,
): Promise<SmoothPayArrangement> {
  const reviews = await db
    .select()
    .from(smoothPayReviews)
    .where(eq(smoothPayReviews.arrangementId, row.id))
    .orderBy(desc(smoothPayReviews.reviewedOn));
  return {
    id: row.id,
    frequency: row.frequency as SmoothPayFrequency,
    amount: row.amountCents,
    startedOn: row.startedOn,
    nextReviewOn: row.nextReviewOn,
    status: row.status === 'stopped' ? 'stopped' : 'active',
    reviews: reviews.map((review) => ({
      reviewedOn: review.reviewedOn,
      kind: review.kind === 'review' ? 'review' : 'start',
      previousAmount: review.previousAmountCents,
      amount: review.amountCents,
      reason: review.reason,
    })),
  };
}

/** The account's smooth pay that is on, if any (at most one: a partial unique index). */
export async function findActiveSmoothPay(
  db: Db,
  accountCode: string,
): Promise<ArrangementRow | undefined> {
  const [row] = await db
    .select()
    .from(smoothPayArrangements)
    .where(
      and(
        eq(smoothPayArrangements.accountCode, accountCode),
        eq(smoothPayArrangements.status, 'active'),
      ),
    );
  return row;
}
