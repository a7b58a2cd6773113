import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../platform/app-error';
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

/**
 * Places the order unless the account already has one of its type Pending, which is refused
 * as a 409 with `refusal`'s words and code: for orders an account holds one of at a time (a
 * move, a power sign-up). The check and the insert share one transaction, the waiting order
 * read FOR UPDATE.
 */
export async function placeOrderUnlessPending(
  db: Db,
  order: OrderToPlace,
  refusal: { message: string; code: string },
): Promise<{ orderId: string }> {
  return db.transaction(async (tx) => {
    const [waiting] = await tx
      .select({ orderId: orders.orderId })
      .from(orders)
      .where(
        and(
          eq(orders.accountCode, order.accountCode),
          eq(orders.orderType, order.orderType),
          eq(orders.status, 'Pending'),
        ),
      )
      .for('update');
    if (waiting !== undefined) throw AppError.conflict(refusal.message, refusal.code);
    return placeOrder(tx, order);
  });
}
