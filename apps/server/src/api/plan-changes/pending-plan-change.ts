import { and, eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { DbOrTx } from '../orders';

/**
 * A newer plan change replaces one still waiting for its date, so a service never has two
 * pending changes racing each other; the older order is kept, marked Cancelled. Without a
 * `serviceId` every pending change of the type on the account goes: power's, whose account
 * has the one connection (its orders name the ICP, not a service id).
 */
export async function cancelPendingPlanChanges(
  db: DbOrTx,
  pending: { accountCode: string; orderType: string; serviceId?: string },
  now = new Date(),
): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'Cancelled', updatedAt: now })
    .where(
      and(
        eq(orders.accountCode, pending.accountCode),
        eq(orders.orderType, pending.orderType),
        eq(orders.status, 'Pending'),
        pending.serviceId === undefined
          ? undefined
          : sql`${orders.payload} ->> 'serviceId' = ${pending.serviceId}`,
      ),
    );
}
