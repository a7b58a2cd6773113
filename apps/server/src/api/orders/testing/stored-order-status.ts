import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema';

/** An order's status as stored, for tests that check what a call left behind. */
export async function storedOrderStatus(db: Db, orderId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.orderId, orderId));
  return row?.status;
}
