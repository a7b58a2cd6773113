import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, toNzDateKey } from '@portal/domain';
import { accounts, orders } from '../../db/schema';
import { accessMatrix, HOLDERS_MAY, rowsOf } from '../../test/access-matrix';
import { storedOrderStatus } from './testing/stored-order-status';
import { applyDueOrders, placeOrder } from '.';
import type { OrderApplier } from '.';

const matrix = accessMatrix();
const db = () => matrix.app().database.db;
const ORDERS = '/api/sales/v3/ordering/accounts/30000001/orders';
const today = toNzDateKey(new Date());

/** A test order type that renames the account, so its effect is easy to read back. */
const rename: OrderApplier = async (tx, order) => {
  await tx
    .update(accounts)
    .set({ accountName: String(order.payload.name) })
    .where(eq(accounts.accountCode, order.accountCode));
};
const failing: OrderApplier = async (tx, order, now) => {
  await rename(tx, order, now);
  throw new Error('the network refused the change');
};
const appliers = { Rename: rename, FailingRename: failing };

async function accountName(code = '30000001'): Promise<string | undefined> {
  const [row] = await db()
    .select({ name: accounts.accountName })
    .from(accounts)
    .where(eq(accounts.accountCode, code));
  return row?.name;
}

const statusOf = (orderId: string) => storedOrderStatus(db(), orderId);

function placeRename(name: string, date: string, orderType = 'Rename') {
  return placeOrder(db(), {
    accountCode: '30000001',
    orderType,
    summary: `Account renamed to ${name}`,
    payload: { name },
    requestedDateOfProvisioning: date,
  });
}

describe('who may read the account’s orders', () => {
  matrix.rows(rowsOf([{ url: ORDERS }, { url: `${ORDERS}?status=Pending` }], HOLDERS_MAY));
});

describe('orders', () => {
  it('lists a placed order as pending with its summary and date, and refuses an unknown status', async () => {
    const tomorrow = addDays(today, 1);
    const { orderId } = await placeRename('Ngata Whānau', tomorrow);
    const pending = (await matrix.data('owner', `${ORDERS}?status=Pending`)) as {
      orderId: string;
      summary: string;
      requestedDateOfProvisioning: string;
    }[];
    expect(pending.find((order) => order.orderId === orderId)).toMatchObject({
      summary: 'Account renamed to Ngata Whānau',
      requestedDateOfProvisioning: tomorrow,
      status: 'Pending',
    });
    expect(await matrix.statusOf('owner', { url: `${ORDERS}?status=Sometime` })).toBe(400);
  });

  it('changes nothing before the order’s date, and carries it out once when the date comes', async () => {
    const before = await accountName();
    const tomorrow = addDays(today, 1);
    const { orderId } = await placeRename('Kōwhai House', tomorrow);
    const early = await applyDueOrders(db(), new Date(), appliers);
    expect(early.completed).not.toContain(orderId);
    expect(await accountName()).toBe(before);
    expect(await statusOf(orderId)).toBe('Pending');

    // Two servers run the job at the same moment on the day: the order is applied once.
    const dayAfter = new Date(Date.now() + 36 * 3600_000);
    const runs = await Promise.all([
      applyDueOrders(db(), dayAfter, appliers),
      applyDueOrders(db(), dayAfter, appliers),
    ]);
    expect(runs.flatMap((run) => run.completed).filter((id) => id === orderId)).toHaveLength(1);
    expect(await accountName()).toBe('Kōwhai House');
    expect(await statusOf(orderId)).toBe('Completed');
  });

  it('leaves the products as they were and the order Failed when it cannot be carried out', async () => {
    const before = await accountName();
    const { orderId } = await placeRename('Never Named', today, 'FailingRename');
    const run = await applyDueOrders(db(), new Date(), appliers);
    expect(run.failed).toContain(orderId);
    expect(await accountName()).toBe(before);
    expect(await statusOf(orderId)).toBe('Failed');
    const [row] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    expect(row?.payload).toMatchObject({ failure: 'the network refused the change' });
  });

  it('leaves an order without an applier pending', async () => {
    const { orderId } = await placeRename('Unknown', today, 'NoSuchType');
    await applyDueOrders(db(), new Date(), appliers);
    expect(await statusOf(orderId)).toBe('Pending');
  });
});
