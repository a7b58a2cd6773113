import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { toNzDateKey } from '@portal/domain';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { OrderApplier } from './order-types';

export interface DueOrdersRun {
  completed: string[];
  failed: string[];
  /** Left Pending by their applier, for a person to carry out (decision 063). */
  held: string[];
}

/**
 * Carries out every Pending order whose date has come (today or earlier in Auckland), each
 * in its own transaction that first locks the order and checks it is still Pending: two
 * servers running this at once apply each order once. An applier that throws leaves the
 * products unchanged and the order Failed, with the reason kept on the order.
 */
export async function applyDueOrders(
  db: Db,
  now: Date,
  appliers: Record<string, OrderApplier>,
  log?: FastifyBaseLogger,
): Promise<DueOrdersRun> {
  const run: DueOrdersRun = { completed: [], failed: [], held: [] };
  const types = Object.keys(appliers);
  if (types.length === 0) return run;
  const due = await db
    .select({ orderId: orders.orderId })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'Pending'),
        lte(orders.requestedDateOfProvisioning, toNzDateKey(now)),
        inArray(orders.orderType, types),
      ),
    )
    .orderBy(asc(orders.requestedDateOfProvisioning), asc(orders.createdAt));
  for (const { orderId } of due) {
    try {
      const applied = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.orderId, orderId), eq(orders.status, 'Pending')))
          .for('update', { skipLocked: true });
        const applier = order === undefined ? undefined : appliers[order.orderType];
        if (order === undefined || applier === undefined) return false;
        const outcome = await applier(
          tx,
          {
            orderId,
            accountCode: order.accountCode,
            orderType: order.orderType,
            payload: order.payload as Record<string, unknown>,
            requestedDateOfProvisioning: order.requestedDateOfProvisioning ?? toNzDateKey(now),
          },
          now,
        );
        if (outcome === 'held') return 'held' as const;
        await tx
          .update(orders)
          .set({ status: 'Completed', updatedAt: now })
          .where(eq(orders.orderId, orderId));
        return true;
      });
      if (applied === true) run.completed.push(orderId);
      if (applied === 'held') run.held.push(orderId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log?.error({ err: error, orderId }, 'an order could not be carried out');
      await db
        .update(orders)
        .set({
          status: 'Failed',
          updatedAt: now,
          payload: sql`${orders.payload} || ${JSON.stringify({ failure: reason })}::jsonb`,
        })
        .where(and(eq(orders.orderId, orderId), eq(orders.status, 'Pending')));
      run.failed.push(orderId);
    }
  }
  return run;
}
