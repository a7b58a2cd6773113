import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gatewayTransactions } from '../db/schema';
import { idempotencyKeyReused } from '../platform/provider-requests';
import { metadataOf, type TransactionRow } from './transaction-row';

/** Same operation and same (parsed) body give the same hash; key order is fixed by the schema. */
export function requestHash(operation: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([operation, body]))
    .digest('hex');
}

export interface Created {
  row: TransactionRow;
  /** False when an earlier call with the same key made it. */
  created: boolean;
}

/**
 * Inserts the transaction unless its Idempotency-Key exists. The unique constraint decides
 * between concurrent retries (the losers insert nothing and read the winner's row), so one
 * key never makes two transactions. A different request under a used key is refused.
 */
export async function insertOnce(
  db: Db,
  request: { key: string; hash: string },
  values: Omit<typeof gatewayTransactions.$inferInsert, 'idempotencyKey'>,
): Promise<Created> {
  const { key, hash } = request;
  const metadata = { ...(values.metadata as object), requestHash: hash };
  const [inserted] = await db
    .insert(gatewayTransactions)
    .values({ ...values, idempotencyKey: key, metadata })
    .onConflictDoNothing({ target: gatewayTransactions.idempotencyKey })
    .returning();
  if (inserted !== undefined) return { row: inserted, created: true };

  const [existing] = await db
    .select()
    .from(gatewayTransactions)
    .where(eq(gatewayTransactions.idempotencyKey, key));
  if (existing === undefined) {
    // The id (not the key) collided: 160 random bits make this practically impossible.
    throw new Error('gateway: insert conflicted without an existing idempotency key');
  }
  if (metadataOf(existing).requestHash !== hash) {
    throw idempotencyKeyReused();
  }
  return { row: existing, created: false };
}
