import { and, eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { DbOrTx } from '../orders';

/**
 * A newer plan change replaces one still waiting for its date, so a service never has two
 * pending changes racing each other; the older order is kept, marked Cancelled.
 */
export async function cancelPendingPlanChanges(
  db: DbOrTx,
  accountCode: string,
  orderType: string,
  serviceId: string,
): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'Cancelled', updatedAt: new Date() })
    .where(
      and(
        eq(orders.accountCode, accountCode),
        eq(orders.orderType, orderType),
        eq(orders.status, 'Pending'),
        sql`${orders.payload} ->> 'serviceId' = ${serviceId}`,
      ),
    );
}
