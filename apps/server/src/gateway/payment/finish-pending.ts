import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { gatewayTransactions } from '../../db/schema';
import { metadataOf, type TransactionMetadata, type TransactionRow } from '../transaction-row';
import { isExpired } from './expiry';

export interface Finish {
  status: 'Approved' | 'Declined' | 'Cancelled';
  declineReason: string | null;
  cardToken?: string;
  /** The card as receipts show it, kept on the transaction when it is not in the vault. */
  cardSeen?: CardFacts;
}

export type CardFacts = NonNullable<TransactionMetadata['card']>;

export type FinishResult =
  | { kind: 'not-found' }
  | { kind: 'wrong-method'; row: TransactionRow }
  | { kind: 'not-pending'; row: TransactionRow }
  | { kind: 'finished'; row: TransactionRow };

/**
 * Completes a Pending transaction exactly once. The row is locked while the outcome is
 * decided, so a double click or a retried submit waits and then finds it no longer Pending:
 * a card is never charged twice. Unknown and expired transactions look the same.
 */
export async function finishPending(
  db: Db,
  id: string,
  method: 'CreditCard' | 'OnlineEftpos' | 'any',
  decide: (tx: Tx, row: TransactionRow) => Finish | Promise<Finish>,
): Promise<FinishResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(gatewayTransactions)
      .where(eq(gatewayTransactions.id, id))
      .for('update');
    if (row === undefined || isExpired(row)) return { kind: 'not-found' };
    if (row.status !== 'Pending') return { kind: 'not-pending', row };
    if (method !== 'any' && row.method !== method) return { kind: 'wrong-method', row };
    const finish = await decide(tx, row);
    const [updated] = await tx
      .update(gatewayTransactions)
      .set({
        status: finish.status,
        declineReason: finish.declineReason,
        cardToken: finish.cardToken ?? null,
        ...(finish.cardSeen === undefined
          ? {}
          : { metadata: { ...metadataOf(row), card: finish.cardSeen } }),
        completedAt: new Date(),
      })
      .where(eq(gatewayTransactions.id, id))
      .returning();
    return { kind: 'finished', row: updated ?? row };
  });
}
