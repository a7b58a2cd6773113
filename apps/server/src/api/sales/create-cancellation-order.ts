import type { OrderProduct } from '@portal/contracts';
import type { Db } from '../../db/client';
import { mobileAddonSubscriptions } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findLinePaymentType, runningAddonOf } from '../mobile-plans';
import { recordCompletedOrder } from './completed-order';

/**
 * POST /sales/v3/ordering/accounts/{accountCode}/cancellationOrders: the add-ons listed end
 * now (stopAddonRenewal is the gentle way: that lets them run to their renewal date).
 */
export async function createCancellationOrder(
  db: Db,
  accountCode: string,
  products: readonly OrderProduct[],
  now = new Date(),
) {
  for (const product of products) {
    if (product.service !== 'mobile2_Addon') {
      throw AppError.badRequest('Only add-ons can be cancelled here.');
    }
    await findLinePaymentType(db, accountCode, product.serviceEntity);
  }
  return db.transaction(async (tx) => {
    for (const product of products) {
      const ended = await tx
        .update(mobileAddonSubscriptions)
        .set({ endedAt: now, stopRenewal: true })
        .where(runningAddonOf(product.serviceEntity, product.ratePlan))
        .returning({ id: mobileAddonSubscriptions.id });
      if (ended.length === 0) {
        throw AppError.notFound(`${product.ratePlan} is not running on ${product.serviceEntity}.`);
      }
    }
    return recordCompletedOrder(tx, {
      accountCode,
      orderType: 'Cancellation',
      payload: { additionalProductsToCancel: products },
      createdAt: now,
    });
  });
}
