import type { OrderImpactItem, ProductChangeOrderRequest } from '@portal/contracts';
import type { Db } from '../../db/client';
import { prepareProductChange } from './prepare-product-change';

/**
 * POST /sales/v3/ordering/accounts/{accountCode}/orderImpact?orderType=productChange: what
 * the change would do, before the customer confirms. A change that would be
 * refused shows why, as a NotAllowed item.
 */
export async function getOrderImpact(
  db: Db,
  accountCode: string,
  request: ProductChangeOrderRequest,
): Promise<OrderImpactItem[]> {
  const { assessment } = await prepareProductChange(db, accountCode, request);
  return assessment.impact;
}
