import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rechargeTransactions } from '../../db/schema';
import type { RechargeRow } from './recharge-result';

export type NewRecharge = Omit<typeof rechargeTransactions.$inferInsert, 'id' | 'createdAt'>;

/**
 * Records a top-up before any money moves. With a run key (an automatic top-up) the unique
 * index lets one of any number of racing schedulers insert; the others get null. A given
 * `id` (a customer's request, named by its Idempotency-Key) is recorded once: a request that
 * takes over from one that died gets the row that one recorded.
 */
export async function insertRecharge(
  db: Db,
  values: NewRecharge,
  id: string = randomUUID(),
): Promise<RechargeRow | null> {
  const [row] = await db
    .insert(rechargeTransactions)
    .values({ ...values, id })
    .onConflictDoNothing()
    .returning();
  if (row !== undefined) return row;
  // A run key's conflict: another run recorded this top-up. An id's: this request's earlier run did.
  if (values.runKey) return null;
  const [recorded] = await db
    .select()
    .from(rechargeTransactions)
    .where(eq(rechargeTransactions.id, id));
  return recorded ?? null;
}

/** The top-up an automatic run recorded, by its run key. */
export async function findRechargeByRunKey(db: Db, runKey: string): Promise<RechargeRow> {
  const [row] = await db
    .select()
    .from(rechargeTransactions)
    .where(eq(rechargeTransactions.runKey, runKey));
  if (row === undefined) throw new Error(`no top-up with run key ${runKey}`);
  return row;
}
