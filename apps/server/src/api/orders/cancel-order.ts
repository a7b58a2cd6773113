import { and, eq } from 'drizzle-orm';
import { ORDER_CANCEL_MESSAGES, orderCancelRefusal, type AccountOrder } from '@portal/contracts';
import { toNzDateKey } from '@portal/domain';
import type { Caller } from '../../auth';
import type { Db } from '../../db/client';
import { auditLog, orders } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { toAccountOrder } from './find-account-orders';

export interface CancelOrderInput {
  accountCode: string;
  orderId: string;
  caller: Caller | null;
  ip: string;
}

/**
 * POST …/orders/{orderId}/cancel: calls off a pending plan change, power sign-up or move
 * before its day, so nothing of it ever happens. The order is locked first: the due-orders
 * job, which locks it too before carrying it out, either finishes first (and the cancel is
 * refused as already done) or finds it Cancelled. Cancelling an order already cancelled
 * answers as the first cancel did and records nothing more.
 */
export async function cancelOrder(
  db: Db,
  input: CancelOrderInput,
  now = new Date(),
): Promise<AccountOrder> {
  const today = toNzDateKey(now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderId, input.orderId), eq(orders.accountCode, input.accountCode)))
      .for('update');
    const order = row === undefined ? undefined : toAccountOrder(row, today);
    if (row === undefined || order === undefined) {
      throw AppError.notFound(ORDER_CANCEL_MESSAGES.notFound, 'order_not_found');
    }
    const refusal = orderCancelRefusal(order, today);
    if (refusal !== undefined) {
      throw AppError.conflict(ORDER_CANCEL_MESSAGES[refusal], `order_${refusal}`);
    }
    if (order.status === 'Cancelled') return order;
    await tx
      .update(orders)
      .set({ status: 'Cancelled', updatedAt: now })
      .where(eq(orders.orderId, input.orderId));
    await tx.insert(auditLog).values({
      actor: input.caller?.userGuid ?? 'unknown',
      actorPool: input.caller?.pool ?? null,
      action: 'order-cancelled',
      accountCode: input.accountCode,
      ip: input.ip,
      details: { orderId: order.orderId, orderType: order.orderType, summary: order.summary },
    });
    return { ...order, status: 'Cancelled', cancellable: false };
  });
}
