import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gatewayTransactions } from '../../db/schema';
import { TRANSACTION_TTL_MS } from '../context';
import type { TransactionRow } from '../transaction-row';

export const EXPIRED_REASON = 'Transaction expired';

/** A Pending transaction can be paid for 30 minutes; after that its links are dead. */
export function isExpired(row: TransactionRow, now = new Date()): boolean {
  return row.status === 'Pending' && now.getTime() - row.createdAt.getTime() > TRANSACTION_TTL_MS;
}

/**
 * An expired Pending transaction is reported as Cancelled, so the merchant's status check
 * gets a final answer rather than Pending for ever. Only a still-Pending row is changed.
 */
export async function expireIfStale(db: Db, row: TransactionRow): Promise<TransactionRow> {
  if (!isExpired(row)) return row;
  const [updated] = await db
    .update(gatewayTransactions)
    .set({ status: 'Cancelled', declineReason: EXPIRED_REASON, completedAt: new Date() })
    .where(and(eq(gatewayTransactions.id, row.id), eq(gatewayTransactions.status, 'Pending')))
    .returning();
  return updated ?? row;
}
