import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  nextSmoothPayReview,
  smoothPayAmountText,
  smoothPayBasisText,
  smoothPayQuote,
  toNzDateKey,
  type SmoothPayFrequency,
} from '@portal/domain';
import type { SmoothPayArrangement } from '@portal/contracts';
import type { Db } from '../../db/client';
import { accounts, smoothPayArrangements, smoothPayReviews } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findSmoothPayBasis } from './find-smooth-pay-basis';
import { findActiveSmoothPay, toArrangementAnswer } from './smooth-pay-answer';

export const NO_BILLS_MESSAGE =
  'We need at least one bill from the last 12 months to work out a smooth pay amount. Please try again after your first bill.';

/**
 * Starts smooth pay at today's quote. One is on per account: asking again with the same
 * frequency (a double click, a retry, two tabs) answers the one that is on and changes
 * nothing; another frequency is refused until it is stopped.
 */
export async function startSmoothPay(
  db: Db,
  accountCode: string,
  frequency: SmoothPayFrequency,
  now: Date,
): Promise<SmoothPayArrangement> {
  const today = toNzDateKey(now);
  const existing = await findActiveSmoothPay(db, accountCode);
  if (existing !== undefined) return sameOrRefused(db, existing, frequency);

  const [account] = await db
    .select({ cancelled: accounts.dateCancelled })
    .from(accounts)
    .where(eq(accounts.accountCode, accountCode));
  if (account === undefined) throw AppError.notFound('We could not find that account.');
  if (account.cancelled !== null) {
    throw AppError.conflict(
      'This account is closed, so smooth pay cannot start on it.',
      'account_closed',
    );
  }
  const basis = await findSmoothPayBasis(db, accountCode, today);
  const quote = smoothPayQuote(basis.bills, basis.balanceCents, frequency, today);
  if (quote === null) throw AppError.conflict(NO_BILLS_MESSAGE, 'no_bills');

  const created = await db.transaction(async (tx) => {
    const id = randomUUID();
    const [row] = await tx
      .insert(smoothPayArrangements)
      .values({
        id,
        accountCode,
        frequency,
        amountCents: quote.amountCents,
        startedOn: today,
        nextReviewOn: nextSmoothPayReview(today, today),
      })
      .onConflictDoNothing()
      .returning();
    if (row === undefined) return undefined;
    await tx.insert(smoothPayReviews).values({
      id: randomUUID(),
      arrangementId: id,
      reviewedOn: today,
      kind: 'start',
      previousAmountCents: null,
      amountCents: quote.amountCents,
      billCount: quote.bills.length,
      billsTotalCents: quote.billsTotalCents,
      balanceCents: quote.balanceCents,
      reason: `Smooth pay started at ${smoothPayAmountText(quote.amountCents, frequency)}. ${smoothPayBasisText(quote)}`,
    });
    return row;
  });
  if (created !== undefined) return toArrangementAnswer(db, created);
  // Started by another request a moment ago.
  const raced = await findActiveSmoothPay(db, accountCode);
  if (raced === undefined) throw AppError.conflict('Please try again.', 'smooth_pay_busy');
  return sameOrRefused(db, raced, frequency);
}

async function sameOrRefused(
  db: Db,
  row: typeof smoothPayArrangements.$inferSelect,
  frequency: SmoothPayFrequency,
): Promise<SmoothPayArrangement> {
  if (row.frequency !== frequency) {
    throw AppError.conflict(
      `Smooth pay is already on at ${smoothPayAmountText(row.amountCents, row.frequency as SmoothPayFrequency)}. To pay ${frequency} instead, stop it first and start again.`,
      'smooth_pay_on',
    );
  }
  return toArrangementAnswer(db, row);
}
