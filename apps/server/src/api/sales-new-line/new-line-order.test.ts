import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newLineOrderSchema, type NewLineOrderView } from '@portal/contracts';
import { appForTests } from '../../test/test-app';
import { orders } from '../../db/schema';
import { CLOSED_ACCOUNT_MESSAGE, createNewLineOrder } from './create-new-line-order';
import { findFreeNumbers } from './find-free-numbers';
import { newLineOrder, newLineOrderCount } from './testing';
import { createOrderToken, ORDER_TOKEN_LIFETIME_MS } from './order-token';

const { testApp, people } = appForTests({ seed: true });
const db = () => testApp.database.db;
const ACCOUNT = '30000001';

async function tokenFor(accountCode = ACCOUNT, now?: Date) {
  return (await createOrderToken(db(), accountCode, now)).orderToken;
}
async function freeNumber(accountCode = ACCOUNT) {
  const [number] = await findFreeNumbers(db(), accountCode);
  if (number === undefined) throw new Error('no free number');
  return number;
}
const place = (order: unknown, now?: Date) =>
  createNewLineOrder(db(), { accountCode: ACCOUNT, order, ...(now ? { now } : {}) });

describe('placing a new-line order', () => {
  it('refuses a closed account, and stores nothing', async () => {
    const closed = '30000002';
    const before = await newLineOrderCount(db(), closed);
    const order = newLineOrder(await tokenFor(closed), await freeNumber(closed));
    await expect(createNewLineOrder(db(), { accountCode: closed, order })).rejects.toMatchObject({
      message: CLOSED_ACCOUNT_MESSAGE,
    });
    expect(await newLineOrderCount(db(), closed)).toBe(before);
  });

  it('stores a NewLine order with an eSIM and no delivery, which the orders read shows', async () => {
    const before = await newLineOrderCount(db(), ACCOUNT);
    const number = await freeNumber();
    const view = await place(newLineOrder(await tokenFor(), number, { hardware: 'eSIM' }));
    expect(view).toMatchObject({
      orderType: 'NewLine',
      status: 'Submitted',
      serviceEntity: number,
      numberChoice: 'NewNumber',
      planKey: 'CARRYOVER_15GB',
      hardware: 'eSIM',
      deliveryAddress: null,
      recipientName: null,
    });
    const [row] = await db().select().from(orders).where(eq(orders.orderId, view.orderId));
    expect(row).toMatchObject({
      salesChannel: 'SelfService',
      salesPerson: 'MyAccountv2',
      accountCode: ACCOUNT,
    });
    expect(await newLineOrderCount(db(), ACCOUNT)).toBe(before + 1);
    const listed = (await people.data(
      'mere@example.nz',
      `/api/mobile/v2/ordering/accounts/${ACCOUNT}/newLine/orders`,
    )) as NewLineOrderView[];
    expect(listed.map((order) => order.orderId)).toContain(view.orderId);
    // The ordered number is no longer on offer.
    expect(await findFreeNumbers(db(), ACCOUNT)).not.toContain(number);
  });

  it('keeps the delivery address and recipient of a SIM card, and a port’s details', async () => {
    const order = newLineOrder(await tokenFor(), '0229876543');
    const product = order.additionalProducts[0];
    if (product === undefined) throw new Error('no product');
    product.numberChoice = 'ExistingNumber';
    product.portDetails = {
      currentProvider: 'Spark',
      accountNumber: 'SP-12345',
      authorityGranted: true,
    };
    const view = await place(order);
    expect(view.deliveryAddress?.postCode).toBe('1011');
    expect(view.recipientName).toBe('Aroha Ngata');
    const [row] = await db().select().from(orders).where(eq(orders.orderId, view.orderId));
    expect(row?.payload).toMatchObject({
      numberChoice: 'ExistingNumber',
      portDetails: { currentProvider: 'Spark', accountNumber: 'SP-12345' },
    });
  });

  it('makes one order of a double submit with one token', async () => {
    const before = await newLineOrderCount(db(), ACCOUNT);
    const order = newLineOrder(await tokenFor(), await freeNumber());
    const [first, second] = await Promise.all([place(order), place(order)]);
    expect(second.orderId).toBe(first.orderId);
    const third = await place(order);
    expect(third.orderId).toBe(first.orderId);
    expect(await newLineOrderCount(db(), ACCOUNT)).toBe(before + 1);
  });
});

type Order = ReturnType<typeof newLineOrder>;

function partsOf(order: Order) {
  const product = order.additionalProducts[0];
  const hardware = order.hardwareOrders[0];
  const item = hardware?.items[0];
  if (product === undefined || hardware === undefined || item === undefined)
    throw new Error('incomplete test order');
  return { product, item, address: hardware.address };
}

describe('refusals change nothing', () => {
  const refusals: [string, (order: Order) => void, string][] = [
    [
      'a postcode of 3 digits',
      (o) => {
        const { address } = partsOf(o);
        if (address) address.postCode = '101';
      },
      'Please enter a 4-digit postcode',
    ],
    [
      'no recipient name',
      (o) => {
        partsOf(o).item.recipientName = null;
      },
      'Please enter the name of the person receiving the delivery',
    ],
    [
      'a bad recipient phone',
      (o) => {
        partsOf(o).item.recipientPhone = '12345';
      },
      'Please enter a valid phone number',
    ],
    [
      'a plan the account may not have',
      (o) => {
        partsOf(o).product.ratePlan = 'BIZ_ENDLESS_60';
      },
      'That plan is not available for a new line on this account.',
    ],
    [
      'a new number that was not offered',
      (o) => {
        const { product, item } = partsOf(o);
        product.serviceEntity = '0221111111';
        item.serviceEntity = '0221111111';
      },
      'Please choose one of the numbers on offer.',
    ],
  ];
  for (const [what, change, message] of refusals) {
    it(`refuses ${what} with a 400 and keeps the token for a corrected order`, async () => {
      const before = await newLineOrderCount(db(), ACCOUNT);
      const token = await tokenFor();
      const order = newLineOrder(token, await freeNumber());
      change(order);
      await expect(place(order)).rejects.toMatchObject({ statusCode: 400, message });
      expect(await newLineOrderCount(db(), ACCOUNT)).toBe(before);
      await place(newLineOrder(token, await freeNumber()));
      expect(await newLineOrderCount(db(), ACCOUNT)).toBe(before + 1);
    });
  }

  it('refuses a port without the authority in the spec’s words', () => {
    const order = newLineOrder('x'.repeat(32), '0229876540');
    const product = order.additionalProducts[0];
    if (product === undefined) throw new Error('no product');
    const parsed = newLineOrderSchema.safeParse({
      ...order,
      additionalProducts: [
        {
          ...product,
          numberChoice: 'ExistingNumber',
          portDetails: { currentProvider: 'Spark', accountNumber: '1', authorityGranted: false },
        },
      ],
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'You must grant us authority to transfer your number.',
    ]);
  });

  it('refuses a number already held by a line (409)', async () => {
    const order = newLineOrder(await tokenFor(), '0221234568');
    const product = order.additionalProducts[0];
    if (product === undefined) throw new Error('no product');
    product.numberChoice = 'ExistingNumber';
    product.portDetails = { currentProvider: 'Spark', accountNumber: '1', authorityGranted: true };
    await expect(place(order)).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('order tokens', () => {
  it('expire after 30 minutes', async () => {
    const issued = new Date('2026-01-10T00:00:00Z');
    const token = await tokenFor(ACCOUNT, issued);
    const late = new Date(issued.getTime() + ORDER_TOKEN_LIFETIME_MS + 1000);
    const before = await newLineOrderCount(db(), ACCOUNT);
    await expect(place(newLineOrder(token, await freeNumber()), late)).rejects.toMatchObject({
      statusCode: 400,
      code: 'order_token_invalid',
    });
    expect(await newLineOrderCount(db(), ACCOUNT)).toBe(before);
  });

  it('are bound to the account they were issued for, and unknown tokens are refused', async () => {
    const other = await tokenFor('30000301');
    await expect(place(newLineOrder(other, await freeNumber()))).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(place(newLineOrder('y'.repeat(32), await freeNumber()))).rejects.toMatchObject({
      code: 'order_token_invalid',
    });
  });
});
