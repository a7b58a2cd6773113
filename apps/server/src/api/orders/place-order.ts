import { randomUUID } from 'node:crypto';
import { orders } from '../../db/schema';
import type { DbOrTx } from './order-types';

export interface OrderToPlace {
  accountCode: string;
  orderType: string;
  /** What the order does, in words for the customer ("Power plan change to Low User"). */
  summary: string;
  payload: Record<string, unknown>;
  orderImpact?: unknown[];
  /** The NZ date (yyyy-mm-dd) the change takes effect; the due-orders job applies it then. */
  requestedDateOfProvisioning: string;
}

/**
 * Records an order as Pending. The products change only when the due-orders job applies
 * it, so the account shows the change as pending until its date.
 */
export async function placeOrder(db: DbOrTx, order: OrderToPlace): Promise<{ orderId: string }> {
  const orderId = randomUUID();
  await db.insert(orders).values({
    orderId,
    accountCode: order.accountCode,
    orderType: order.orderType,
    status: 'Pending',
    payload: { ...order.payload, summary: order.summary },
    orderImpact: order.orderImpact ?? [],
    requestedDateOfProvisioning: order.requestedDateOfProvisioning,
  });
  return { orderId };
}
