import { and, eq } from 'drizzle-orm';
import type { RechargeResult, RechargeStatus } from '@portal/contracts';
import type { Db } from '../../db/client';
import { prepayTransactions, rechargeTransactions } from '../../db/schema';
import { AppError } from '../../platform/app-error';

export type RechargeRow = typeof rechargeTransactions.$inferSelect;

export const RECHARGE_NOT_FOUND_MESSAGE = 'There is no such top-up on this account.';

/** A top-up of this account, or a 404: another account's top-up is not told apart from none. */
export async function findAccountRecharge(
  db: Pick<Db, 'select'>,
  accountCode: string,
  id: string,
): Promise<RechargeRow> {
  const [row] = await db
    .select()
    .from(rechargeTransactions)
    .where(and(eq(rechargeTransactions.id, id), eq(rechargeTransactions.accountCode, accountCode)));
  if (row === undefined) throw AppError.notFound(RECHARGE_NOT_FOUND_MESSAGE, 'recharge_not_found');
  return row;
}

/** The top-up as it stands now, with the wallet balance its credit left (when approved). */
export async function loadRechargeResult(
  db: Pick<Db, 'select'>,
  id: string,
): Promise<RechargeResult> {
  const [row] = await db.select().from(rechargeTransactions).where(eq(rechargeTransactions.id, id));
  if (row === undefined) throw AppError.notFound(RECHARGE_NOT_FOUND_MESSAGE, 'recharge_not_found');
  const [credit] = await db
    .select({ balanceAfter: prepayTransactions.balanceAfterCents })
    .from(prepayTransactions)
    .where(eq(prepayTransactions.rechargeTransactionId, id));
  const approved = row.status === 'Approved';
  return {
    rechargeTransactionId: row.id,
    status: row.status as RechargeStatus,
    amount: row.amountCents,
    targetMsisdn: row.targetMsisdn,
    balanceAfter: approved ? (credit?.balanceAfter ?? null) : null,
    savedCardId: approved && row.saveCard && row.method === 'CreditCard' ? row.cardId : null,
    message: row.failureMessage,
  };
}
