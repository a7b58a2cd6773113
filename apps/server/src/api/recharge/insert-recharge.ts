import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rechargeTransactions } from '../../db/schema';
import type { RechargeRow } from './recharge-result';

export type NewRecharge = Omit<typeof rechargeTransactions.$inferInsert, 'id' | 'createdAt'>;

/**
 * Records a top-up before any money moves. With a run key (an automatic top-up) the unique
 * index lets one of any number of racing schedulers insert; the others get null.
 */
export async function insertRecharge(db: Db, values: NewRecharge): Promise<RechargeRow | null> {
  const [row] = await db
    .insert(rechargeTransactions)
    .values({ ...values, id: randomUUID() })
    .onConflictDoNothing({ target: rechargeTransactions.runKey })
    .returning();
  return row ?? null;
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
