import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POWER_ORDER_TYPES, type TrackedOrder } from '@portal/contracts';
import { addDays, toNzDateKey } from '@portal/domain';
import { orders } from '../../db/schema';
import { accessMatrix, HOLDERS_MAY, rowsOf } from '../../test/access-matrix';
import { placeOrder } from '.';

const matrix = accessMatrix();
const db = () => matrix.app().database.db;
const today = toNzDateKey(new Date());
const trackerOf = (code: string) => `/api/sales/v3/ordering/accounts/${code}/orderTracker`;
const TRACKER = trackerOf('30000001');

const tracked = async (who: 'owner' | 'readUser' | 'staff' = 'owner') =>
  (await matrix.data(who, TRACKER)) as TrackedOrder[];
const byId = (list: TrackedOrder[], id: string) => list.find((order) => order.trackingId === id);
const stepsOf = (order: TrackedOrder | undefined) =>
  order?.steps.map((step) => [step.key, step.state, step.date]);

describe('who may see where the account’s orders are', () => {
  matrix.rows(rowsOf([{ url: TRACKER }], HOLDERS_MAY));
});

describe('order tracker', () => {
  it('shows a pending plan change at its day, cancellable, to every holder alike', async () => {
    const day = addDays(today, 9);
    const { orderId } = await placeOrder(db(), {
      accountCode: '30000001',
      orderType: POWER_ORDER_TYPES.planChange,
      summary: 'Power plan change to Low User',
      payload: { planKey: 'LOW_USER' },
      requestedDateOfProvisioning: day,
    });
    const order = byId(await tracked(), orderId);
    expect(order).toMatchObject({
      kind: 'planChange',
      outcome: 'open',
      status: 'Pending',
      summary: 'Power plan change to Low User',
      cancellableOrderId: orderId,
    });
    expect(stepsOf(order)).toEqual([
      ['ordered', 'done', today],
      ['scheduled', 'done', today],
      ['changed', 'current', day],
    ]);
    // The read-only user and staff see the same steps (the page hides Cancel from the former).
    expect(byId(await tracked('readUser'), orderId)).toEqual(order);
    expect(byId(await tracked('staff'), orderId)).toEqual(order);

    await matrix.data('owner', {
      method: 'POST',
      url: `/api/sales/v3/ordering/accounts/30000001/orders/${orderId}/cancel`,
    });
    const cancelled = byId(await tracked(), orderId);
    expect(cancelled).toMatchObject({ outcome: 'cancelled', cancellableOrderId: null });
    expect(cancelled?.steps.map((step) => step.state)).toEqual(['done', 'done', 'notReached']);
  });

  it('moves a new line on by the days its steps were done, expecting the rest', async () => {
    const ordered = addDays(today, -2);
    const { orderId } = await placeOrder(db(), {
      accountCode: '30000001',
      orderType: 'NewLine',
      summary: 'New mobile connection',
      payload: {},
      requestedDateOfProvisioning: today,
    });
    await db()
      .update(orders)
      .set({
        status: 'Submitted',
        requestedDateOfProvisioning: null,
        createdAt: new Date(`${ordered}T00:00:00+13:00`),
        stepDates: { simSent: addDays(ordered, 1) },
      })
      .where(eq(orders.orderId, orderId));
    const order = byId(await tracked(), orderId);
    expect(order).toMatchObject({ kind: 'newLine', outcome: 'open', cancellableOrderId: null });
    expect(stepsOf(order)).toEqual([
      ['ordered', 'done', ordered],
      ['simSent', 'done', addDays(ordered, 1)],
      ['delivered', 'current', addDays(ordered, 3)],
      ['active', 'upcoming', addDays(ordered, 4)],
    ]);
  });

  it('shows the seeded finished plan change with every step done, the last on its day', async () => {
    const done = byId(await tracked(), '5eed0000-0000-4000-8000-000000000001');
    expect(done).toMatchObject({ kind: 'planChange', outcome: 'done', cancellableOrderId: null });
    expect(done?.steps.map((step) => step.state)).toEqual(['done', 'done', 'done']);
    expect(done?.steps.at(-1)?.date).toBe(addDays(today, -30));
  });

  it('includes the modem return, waiting for the modem', async () => {
    const returns = (await tracked()).filter((order) => order.kind === 'modemReturn');
    expect(returns.length).toBeGreaterThan(0);
    expect(returns[0]?.steps.find((step) => step.state === 'current')?.label).toBe(
      'Modem received',
    );
  });

  it('lists only the account’s own orders, newest first', async () => {
    const { orderId } = await placeOrder(db(), {
      accountCode: '30000301',
      orderType: 'AddProduct',
      summary: 'Kiri’s add-on',
      payload: {},
      requestedDateOfProvisioning: today,
    });
    const list = await tracked();
    expect(byId(list, orderId)).toBeUndefined();
    const times = list.map((order) => order.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
