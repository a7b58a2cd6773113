import { and, desc, eq } from 'drizzle-orm';
import type { NewLineOrderView } from '@portal/contracts';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { accountRow } from '../accounts';
import { newLineOrderView } from './order-payload';

/** GET /mobile/v2/ordering/accounts/{accountCode}/newLine/orders: newest first. */
export async function findNewLineOrders(db: Db, accountCode: string): Promise<NewLineOrderView[]> {
  await accountRow(db, accountCode);
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.accountCode, accountCode), eq(orders.orderType, 'NewLine')))
    .orderBy(desc(orders.createdAt), desc(orders.orderId));
  return rows.flatMap((row) => newLineOrderView(row) ?? []);
}
