import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';

/**
 * Records a sales order carried out at once (an add-on added, add-ons ended) in the
 * transaction that carried it out, and answers its receipt.
 */
export async function recordCompletedOrder(
  tx: Tx,
  order: Omit<typeof orders.$inferInsert, 'orderId' | 'status'>,
): Promise<{ orderId: string; status: string }> {
  const orderId = randomUUID();
  await tx.insert(orders).values({ orderId, status: 'Completed', ...order });
  return { orderId, status: 'Completed' };
}
