import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_CANCEL_MESSAGES, POWER_ORDER_TYPES } from '@portal/contracts';
import { addDays, toNzDateKey } from '@portal/domain';
import { auditLog, orders } from '../../db/schema';
import { accessMatrix, NON_OWNERS_REFUSED } from '../../test/access-matrix';
import { storedOrderStatus } from './testing/stored-order-status';
import { applyDueOrders, placeOrder } from '.';
import { orderAppliers } from '../order-appliers';
import { cancelOrder } from './cancel-order';

const matrix = accessMatrix();
const db = () => matrix.app().database.db;
const today = toNzDateKey(new Date());
const ordersOf = (code: string) => `/api/sales/v3/ordering/accounts/${code}/orders`;
const cancelUrl = (orderId: string, code = '30000001') => `${ordersOf(code)}/${orderId}/cancel`;

/** A power plan change for Aroha's account, waiting for its day. */
function placePlanChange(
  day = addDays(today, 3),
  orderType: string = POWER_ORDER_TYPES.planChange,
) {
  return placeOrder(db(), {
    accountCode: '30000001',
    orderType,
    summary: 'Power plan change to Low User',
    payload: { planKey: 'LOW_USER' },
    requestedDateOfProvisioning: day,
  });
}

const statusOf = (orderId: string) => storedOrderStatus(db(), orderId);

async function cancelRowsOf(orderId: string) {
  const rows = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'order-cancelled'), eq(auditLog.accountCode, '30000001')));
  return rows.filter((row) => (row.details as { orderId?: string }).orderId === orderId);
}

describe('who may cancel a pending order', () => {
  matrix.rows([
    {
      name: 'POST …/orders/:orderId/cancel, each caller with an order of their own to try',
      request: async () => ({ method: 'POST', url: cancelUrl((await placePlanChange()).orderId) }),
      expected: { ...NON_OWNERS_REFUSED, owner: 200, staff: 200 },
    },
  ]);

  it('leaves the order pending for everyone refused, and cancels it for the owner', async () => {
    const { orderId } = await placePlanChange();
    for (const who of ['anonymous', 'otherCustomer', 'readUser'] as const) {
      expect(await matrix.statusOf(who, { method: 'POST', url: cancelUrl(orderId) })).not.toBe(200);
    }
    expect(await statusOf(orderId)).toBe('Pending');
    const cancelled = await matrix.data('owner', { method: 'POST', url: cancelUrl(orderId) });
    expect(cancelled).toMatchObject({ orderId, status: 'Cancelled', cancellable: false });
    expect(await statusOf(orderId)).toBe('Cancelled');
  });

  it('does not find another account’s order through the caller’s own account', async () => {
    const { orderId } = await placePlanChange();
    const response = await matrix.call('otherCustomer', {
      method: 'POST',
      url: cancelUrl(orderId, '30000301'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: ORDER_CANCEL_MESSAGES.notFound });
    expect(await statusOf(orderId)).toBe('Pending');
  });

  it('refuses an order id that is not an id, and changes nothing', async () => {
    expect(await matrix.statusOf('owner', { method: 'POST', url: cancelUrl('not-an-order') })).toBe(
      400,
    );
  });
});

describe('cancelling a pending order', () => {
  it('lists a pending order before its day as cancellable, and one due today as not', async () => {
    const later = await placePlanChange(addDays(today, 2));
    const dueToday = await placePlanChange(today);
    const listed = (await matrix.data('owner', ordersOf('30000001'))) as {
      orderId: string;
      cancellable: boolean;
    }[];
    const byId = new Map(listed.map((order) => [order.orderId, order.cancellable]));
    expect(byId.get(later.orderId)).toBe(true);
    expect(byId.get(dueToday.orderId)).toBe(false);
  });

  it('cancels once: a second cancel (a double click, a retry) answers alike and records nothing more', async () => {
    const { orderId } = await placePlanChange();
    const request = { method: 'POST', url: cancelUrl(orderId) } as const;
    const [first, second] = await Promise.all([
      matrix.call('owner', request),
      matrix.call('owner', request),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toMatchObject({
      data: { orderId, status: 'Cancelled' },
      message: 'Power plan change to Low User is cancelled; nothing will change.',
    });
    expect(await cancelRowsOf(orderId)).toHaveLength(1);
    // Cancelled, it is never carried out, not even after its day.
    const run = await applyDueOrders(db(), new Date(Date.now() + 10 * 86_400_000), orderAppliers);
    expect(run.completed).not.toContain(orderId);
    expect(await statusOf(orderId)).toBe('Cancelled');
  });

  it('refuses on the order’s day, after it was carried out, and for an order of another kind', async () => {
    const dueToday = await placePlanChange(today);
    const done = await placePlanChange();
    await db().update(orders).set({ status: 'Completed' }).where(eq(orders.orderId, done.orderId));
    const other = await placePlanChange(addDays(today, 3), 'ProductChange');
    const cases = [
      [dueToday.orderId, ORDER_CANCEL_MESSAGES.dueToday, 'Pending'],
      [done.orderId, ORDER_CANCEL_MESSAGES.alreadyDone, 'Completed'],
      [other.orderId, ORDER_CANCEL_MESSAGES.notCancellable, 'Pending'],
    ] as const;
    for (const [orderId, message, status] of cases) {
      const response = await matrix.call('owner', { method: 'POST', url: cancelUrl(orderId) });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message });
      expect(await statusOf(orderId)).toBe(status);
      expect(await cancelRowsOf(orderId)).toHaveLength(0);
    }
  });

  it('names who cancelled in the staff trail', async () => {
    const { orderId } = await placePlanChange();
    await matrix.data('staff', { method: 'POST', url: cancelUrl(orderId) });
    const [row] = await cancelRowsOf(orderId);
    expect(row).toMatchObject({ actorPool: 'StaffIdentity' });
    const trail = (await matrix.data(
      'staff',
      '/api/staff/accounts/30000001/auditTrail?pageSize=10',
    )) as { entries: { description: string }[] };
    expect(trail.entries.map((entry) => entry.description)).toContain(
      'Cancelled the order: Power plan change to Low User',
    );
  });

  it('either cancels or carries out an order the job reaches at the same moment, never both', async () => {
    const day = addDays(today, 1);
    const { orderId } = await placePlanChange(day);
    const theDay = new Date(Date.now() + 36 * 3600_000);
    const [cancel, run] = await Promise.all([
      cancelOrder(db(), { accountCode: '30000001', orderId, caller: null, ip: '127.0.0.1' }).then(
        () => 'cancelled' as const,
        () => 'refused' as const,
      ),
      applyDueOrders(db(), theDay, { [POWER_ORDER_TYPES.planChange]: async () => {} }),
    ]);
    const status = await statusOf(orderId);
    if (cancel === 'cancelled') {
      expect(status).toBe('Cancelled');
      expect(run.completed).not.toContain(orderId);
    } else {
      expect(status).toBe('Completed');
      expect(run.completed).toContain(orderId);
    }
  });
});
