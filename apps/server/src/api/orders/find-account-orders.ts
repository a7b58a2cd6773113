import { and, desc, eq } from 'drizzle-orm';
import { isCancellableOrder, orderStatusSchema } from '@portal/contracts';
import type { AccountOrder, OrderStatus } from '@portal/contracts';
import { toNzDateKey } from '@portal/domain';
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

export function summaryOf(orderType: string, payload: unknown): string {
  const summary = (payload as { summary?: unknown } | null)?.summary;
  return typeof summary === 'string' ? summary : (typeNames[orderType] ?? orderType);
}

type OrderRow = typeof orders.$inferSelect;

/** One order as the account's pages show it, or none for a status the portal does not know. */
export function toAccountOrder(row: OrderRow, today: string): AccountOrder | undefined {
  const parsed = orderStatusSchema.safeParse(row.status);
  if (!parsed.success) return undefined;
  const order = {
    orderId: row.orderId,
    orderType: row.orderType,
    status: parsed.data,
    summary: summaryOf(row.orderType, row.payload),
    requestedDateOfProvisioning: row.requestedDateOfProvisioning,
    createdAt: row.createdAt.toISOString(),
  };
  return { ...order, cancellable: isCancellableOrder(order, today) };
}

/** The account's orders, newest first; only one status when asked. */
export async function findAccountOrders(
  db: Db,
  accountCode: string,
  status?: OrderStatus,
  now = new Date(),
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
  const today = toNzDateKey(now);
  return rows.flatMap((row) => toAccountOrder(row, today) ?? []);
}
