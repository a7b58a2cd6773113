import { randomUUID } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import {
  formatDate,
  nextSmoothPayReview,
  smoothPayAmountText,
  smoothPayQuote,
  smoothPayReviewText,
  toNzDateKey,
  type SmoothPayFrequency,
} from '@portal/domain';
import type { Db } from '../../db/client';
import { smoothPayArrangements, smoothPayReviews } from '../../db/schema';
import { raiseNotice, type NoticeSettings } from '../../notifications/notices';
import { findSmoothPayBasis } from './find-smooth-pay-basis';

type ArrangementRow = typeof smoothPayArrangements.$inferSelect;

/**
 * Looks again at every smooth pay whose review day has come: the amount from the latest 12
 * months of bills and today's balance, a review row and a notice saying the new amount and
 * why. The review row is keyed by the review day it answers, and the arrangement moves on
 * only from that day, so a second server (or a second run) records and tells nothing twice.
 * Answers how many it reviewed.
 */
export async function reviewSmoothPay(
  db: Db,
  settings: NoticeSettings,
  now: Date,
): Promise<number> {
  const today = toNzDateKey(now);
  const due = await db
    .select()
    .from(smoothPayArrangements)
    .where(
      and(
        eq(smoothPayArrangements.status, 'active'),
        lte(smoothPayArrangements.nextReviewOn, today),
      ),
    );
  let reviewed = 0;
  for (const arrangement of due) {
    if (await reviewOne(db, settings, arrangement, today)) reviewed += 1;
  }
  return reviewed;
}

async function reviewOne(
  db: Db,
  settings: NoticeSettings,
  arrangement: ArrangementRow,
  today: string,
): Promise<boolean> {
  const frequency = arrangement.frequency as SmoothPayFrequency;
  const dueOn = arrangement.nextReviewOn;
  const basis = await findSmoothPayBasis(db, arrangement.accountCode, today);
  const quote = smoothPayQuote(basis.bills, basis.balanceCents, frequency, today);
  const amountCents = quote?.amountCents ?? arrangement.amountCents;
  const reason =
    quote === null
      ? `Your smooth pay stays at ${smoothPayAmountText(amountCents, frequency)}: there were no bills in the last 12 months to work out a new amount from.`
      : smoothPayReviewText(arrangement.amountCents, quote);
  const nextReviewOn = nextSmoothPayReview(arrangement.startedOn, today);

  const recorded = await db.transaction(async (tx) => {
    const [review] = await tx
      .insert(smoothPayReviews)
      .values({
        id: randomUUID(),
        arrangementId: arrangement.id,
        reviewedOn: dueOn,
        kind: 'review',
        previousAmountCents: arrangement.amountCents,
        amountCents,
        billCount: quote?.bills.length ?? 0,
        billsTotalCents: quote?.billsTotalCents ?? 0,
        balanceCents: basis.balanceCents,
        reason,
      })
      .onConflictDoNothing()
      .returning({ id: smoothPayReviews.id });
    if (review === undefined) return false;
    await tx
      .update(smoothPayArrangements)
      .set({ amountCents, nextReviewOn })
      .where(
        and(
          eq(smoothPayArrangements.id, arrangement.id),
          eq(smoothPayArrangements.nextReviewOn, dueOn),
        ),
      );
    return true;
  });
  if (!recorded) return false;
  await raiseNotice(db, settings, {
    dedupeKey: `smooth-pay-review:${arrangement.id}:${dueOn}`,
    accountCode: arrangement.accountCode,
    kind: 'smooth-pay',
    title: `Your smooth pay is now ${smoothPayAmountText(amountCents, frequency)}`,
    body: `${reason} We will look again on ${formatDate(nextReviewOn)}.`,
    linkPath: '/account/smooth-pay',
    actionLabel: 'See your smooth pay',
  });
  return true;
}
