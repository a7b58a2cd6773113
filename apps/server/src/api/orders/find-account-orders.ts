import { and, desc, eq } from 'drizzle-orm';
import { orderStatusSchema } from '@portal/contracts';
import type { AccountOrder, OrderStatus } from '@portal/contracts';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

/** Orders recorded before summaries were kept are named by their type. */
const typeNames: Record<string, string> = {
  ProductChange: 'Mobile plan change',
  AddProduct: 'Add-on',
  Cancellation: 'Cancellation',
  NewLine: 'New mobile connection',
  ChangeNumber: 'Number change',
  PortIn: 'Bringing your number',
};

function summaryOf(orderType: string, payload: unknown): string {
  const summary = (payload as { summary?: unknown } | null)?.summary;
  return typeof summary === 'string' ? summary : (typeNames[orderType] ?? orderType);
}

/** The account's orders, newest first; only one status when asked. */
export async function findAccountOrders(
  db: Db,
  accountCode: string,
  status?: OrderStatus,
): Promise<AccountOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.accountCode, accountCode),
        status === undefined ? undefined : eq(orders.status, status),
      ),
    )
    .orderBy(desc(orders.createdAt));
  return rows.flatMap((row) => {
    const parsed = orderStatusSchema.safeParse(row.status);
    if (!parsed.success) return [];
    return [
      {
        orderId: row.orderId,
        orderType: row.orderType,
        status: parsed.data,
        summary: summaryOf(row.orderType, row.payload),
        requestedDateOfProvisioning: row.requestedDateOfProvisioning,
        createdAt: row.createdAt.toISOString(),
      },
    ];
  });
}
