import { z } from 'zod';
import { orderTokenSchema, type NewLineOrder } from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';
import { newLinePath } from './ordering-queries';

/** POST …/newLine/orderToken: the single-use token one order must carry. */
export async function requestOrderToken(accountCode: string): Promise<string> {
  const token = await apiRequest({
    path: newLinePath(accountCode, '/orderToken'),
    method: 'POST',
    schema: orderTokenSchema,
  });
  return token.orderToken;
}

/*
 * The route answers add-on and new-line orders alike, so only the part both share is read;
 * the page shows the stored order from the orders read that follows.
 */
const placedOrderSchema = z.object({ orderId: z.string(), status: z.string() });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** POST /sales/v3/ordering/accounts/{accountCode}/addProductOrders with a new-line body. */
export function placeNewLineOrder(accountCode: string, order: NewLineOrder): Promise<PlacedOrder> {
  return apiRequest({
    path: `/sales/v3/ordering/accounts/${encodeURIComponent(accountCode)}/addProductOrders`,
    method: 'POST',
    body: order,
    schema: placedOrderSchema,
  });
}
