import { and, desc, eq, gt, inArray, isNotNull, max, sql } from 'drizzle-orm';
import type { AutoTopUpFailure, RechargeConfiguration } from '@portal/contracts';
import type { Db } from '../../db/client';
import { rechargeTransactions } from '../../db/schema';

const AUTOMATIC = ['LowBalance', 'Monthly'] as const;
type Automatic = (typeof AUTOMATIC)[number];

/** What a failed automatic top-up says when the gateway or scheduler gave no words of its own. */
export const AUTO_TOP_UP_DECLINED_MESSAGE = 'Your card was declined for an automatic top-up.';
export const AUTO_TOP_UP_FAILED_MESSAGE = 'An automatic top-up could not be completed.';

function ofLine(accountCode: string, serviceEntity: string) {
  return and(
    eq(rechargeTransactions.accountCode, accountCode),
    eq(rechargeTransactions.targetMsisdn, serviceEntity),
  );
}

/**
 * The newest automatic top-up of the line that was declined or failed, if it is newer than
 * the newest one that went through: a success clears the warning on the top-up screen.
 */
export async function findLastAutoTopUpFailure(
  db: Db,
  accountCode: string,
  serviceEntity: string,
): Promise<AutoTopUpFailure | null> {
  const automatic = and(
    ofLine(accountCode, serviceEntity),
    inArray(rechargeTransactions.trigger, [...AUTOMATIC]),
  );
  // Compared in the database: created_at keeps microseconds that a JavaScript Date drops.
  const lastSuccess = db
    .select({ at: max(rechargeTransactions.createdAt) })
    .from(rechargeTransactions)
    .where(and(automatic, eq(rechargeTransactions.status, 'Approved')));
  const [failure] = await db
    .select()
    .from(rechargeTransactions)
    .where(
      and(
        automatic,
        inArray(rechargeTransactions.status, ['Failed', 'Declined']),
        gt(rechargeTransactions.createdAt, sql`coalesce((${lastSuccess}), '-infinity')`),
      ),
    )
    .orderBy(desc(rechargeTransactions.createdAt), desc(rechargeTransactions.id))
    .limit(1);
  if (failure === undefined) return null;
  return {
    rechargeTransactionId: failure.id,
    trigger: failure.trigger as Automatic,
    amount: failure.amountCents,
    failedAt: (failure.settledAt ?? failure.createdAt).toISOString(),
    message:
      failure.failureMessage ??
      (failure.status === 'Declined' ? AUTO_TOP_UP_DECLINED_MESSAGE : AUTO_TOP_UP_FAILED_MESSAGE),
  };
}

/** A low-balance top-up held for the customer's yes, the newest if there are several. */
export async function findPendingConfirmation(
  db: Db,
  accountCode: string,
  serviceEntity: string,
): Promise<RechargeConfiguration['pendingConfirmation']> {
  const [held] = await db
    .select()
    .from(rechargeTransactions)
    .where(
      and(
        ofLine(accountCode, serviceEntity),
        eq(rechargeTransactions.status, 'AwaitingConfirmation'),
        isNotNull(rechargeTransactions.cardId),
      ),
    )
    .orderBy(desc(rechargeTransactions.createdAt), desc(rechargeTransactions.id))
    .limit(1);
  if (held?.cardId == null) return null;
  return {
    rechargeTransactionId: held.id,
    amount: held.amountCents,
    cardId: held.cardId,
    requestedAt: held.createdAt.toISOString(),
  };
}
