import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MOVE_HOUSE_MESSAGES,
  MOVE_HOUSE_ORDER_TYPE,
  moveAddressOrderResultSchema,
} from '@portal/contracts';
import { addDays, toNzDateKey } from '@portal/domain';
import { coreProducts, icps, orders, serviceAddresses } from '../../db/schema';
import { accessMatrix, NON_OWNERS_REFUSED } from '../../test/access-matrix';
import { signInThroughSession } from '../../test/sign-in-through-session';
import { applyDueOrders } from '../orders';
import { orderAppliers } from '../order-appliers';

const matrix = accessMatrix();
const db = () => matrix.app().database.db;
const path = (code: string) => `/api/sales/v3/ordering/accounts/${code}/moveAddressOrders`;
const today = toNzDateKey(new Date());
const movingDate = addDays(today, 14);

const newAddress = {
  address1: '5 Rātā Road',
  address2: null,
  suburb: 'Hillcrest',
  city: 'Hamilton',
  postCode: '3216',
};
const move = (overrides: Record<string, unknown> = {}) => ({
  newAddress,
  movingDate,
  services: ['power', 'broadband'],
  ...overrides,
});
const post = (code: string, json: unknown, key: string = randomUUID()) => ({
  method: 'POST' as const,
  url: path(code),
  json,
  headers: { 'idempotency-key': key },
});

describe('who may book a move', () => {
  matrix.rows([
    {
      name: 'POST moveAddressOrders (a date in the past: refused after the access check)',
      request: () => post('30000001', move({ movingDate: addDays(today, -1) })),
      expected: { ...NON_OWNERS_REFUSED, owner: 400, staff: 400 },
    },
  ]);
});

describe('booking a move', () => {
  it('refuses a date out of range, a bad postcode and a service the account lacks', async () => {
    const refusals: [unknown, string][] = [
      [move({ movingDate: addDays(today, -1) }), MOVE_HOUSE_MESSAGES.movingDatePast],
      [move({ movingDate: addDays(today, 91) }), MOVE_HOUSE_MESSAGES.movingDateTooFar],
      [move({ newAddress: { ...newAddress, postCode: '32' } }), MOVE_HOUSE_MESSAGES.postCode],
      [move({ services: [] }), MOVE_HOUSE_MESSAGES.noServices],
      [
        move({ newAddress: { ...newAddress, address1: '12 kōwhai street', postCode: '1011' } }),
        MOVE_HOUSE_MESSAGES.sameAddress,
      ],
    ];
    for (const [body, message] of refusals) {
      const response = await matrix.call('owner', post('30000001', body));
      expect(response.statusCode, message).toBe(400);
      expect(response.body).toContain(message);
    }
    // Kiri has fibre but no power.
    const kiri = await matrix.call('otherCustomer', post('30000301', move()));
    expect(kiri.statusCode).toBe(400);
    expect(kiri.body).toContain(MOVE_HOUSE_MESSAGES.serviceNotHeld);
    expect(
      await db().select().from(orders).where(eq(orders.orderType, MOVE_HOUSE_ORDER_TYPE)),
    ).toEqual([]);
  });

  it('is not offered to Liam, whose broadband is wireless and who has no power', async () => {
    const { browser: liam } = await signInThroughSession(matrix.app(), 'liam@example.nz');
    const response = await liam.request(post('30000401', move({ services: ['broadband'] })));
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(MOVE_HOUSE_MESSAGES.notOffered);
  });

  it('books one pending move per key, refuses a second, and carries it out on the day', async () => {
    const key = randomUUID();
    const first = await matrix.call('owner', post('30000001', move(), key));
    expect(first.statusCode).toBe(200);
    const order = moveAddressOrderResultSchema.parse(first.json<{ data: unknown }>().data);
    expect(order.summary).toBe(
      'Move of power and broadband to 5 Rātā Road, Hillcrest, Hamilton 3216 on ' +
        `${movingDate.slice(8)}/${movingDate.slice(5, 7)}/${movingDate.slice(0, 4)}`,
    );
    const retried = await matrix.call('owner', post('30000001', move(), key));
    expect(retried.json<{ data: { orderId: string } }>().data.orderId).toBe(order.orderId);
    const second = await matrix.call('owner', post('30000001', move()));
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain(MOVE_HOUSE_MESSAGES.alreadyPending);

    const pending = (await matrix.data(
      'readUser',
      '/api/sales/v3/ordering/accounts/30000001/orders?status=Pending',
    )) as { orderId: string; orderType: string }[];
    expect(pending).toContainEqual(
      expect.objectContaining({ orderId: order.orderId, orderType: MOVE_HOUSE_ORDER_TYPE }),
    );

    // The day before, nothing moves; on the day, everything does.
    const dayBefore = new Date(`${addDays(movingDate, -1)}T12:00:00+13:00`);
    expect((await applyDueOrders(db(), dayBefore, orderAppliers)).completed).not.toContain(
      order.orderId,
    );
    const run = await applyDueOrders(db(), new Date(`${movingDate}T12:00:00+13:00`), orderAppliers);
    expect(run.completed).toContain(order.orderId);

    const addresses = await db()
      .select()
      .from(serviceAddresses)
      .where(eq(serviceAddresses.accountCode, '30000001'));
    const moved = addresses.find((address) => address.address1 === '5 Rātā Road');
    expect(moved?.isCurrent).toBe(true);
    expect(addresses.find((address) => address.locationId === 'LOC-1001')?.isCurrent).toBe(false);
    const cores = await db()
      .select({ locationId: coreProducts.locationId })
      .from(coreProducts)
      .where(and(eq(coreProducts.accountCode, '30000001'), eq(coreProducts.status, 'Active')));
    expect(cores.map((core) => core.locationId)).toEqual(cores.map(() => moved?.locationId));
    const [icp] = await db()
      .select({ address: icps.address, locationId: icps.locationId })
      .from(icps)
      .where(eq(icps.icpNumber, '0001234567UN7E1'));
    expect(icp).toEqual({
      address: '5 Rātā Road, Hillcrest, Hamilton 3216',
      locationId: moved?.locationId,
    });
  });
});
