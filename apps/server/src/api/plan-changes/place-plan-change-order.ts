import { placeOrder, type DbOrTx, type OrderToPlace } from '../orders';
import { cancelPendingPlanChanges } from './pending-plan-change';

/**
 * Every plan change (broadband, landline, power) is placed so: inside the caller's
 * transaction, the change still pending for the same service is cancelled and the new
 * order recorded Pending until its date. `serviceId` undefined: the account's (power).
 */
export async function placePlanChangeOrder(
  tx: DbOrTx,
  order: OrderToPlace & { serviceId?: string },
  now = new Date(),
): Promise<{ orderId: string }> {
  const { serviceId, ...toPlace } = order;
  await cancelPendingPlanChanges(
    tx,
    { accountCode: order.accountCode, orderType: order.orderType, serviceId },
    now,
  );
  return placeOrder(tx, toPlace);
}
