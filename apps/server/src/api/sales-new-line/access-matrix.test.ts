import { describe, expect, it } from 'vitest';
import type { BrowserRequest } from '../../test/test-browser';
import {
  accessMatrix,
  HOLDERS_MAY,
  OWNER_MAY,
  rowsOf,
  type Persona,
} from '../../test/access-matrix';
import { findFreeNumbers } from './find-free-numbers';
import { newLineOrder, newLineOrderCount } from './testing';

const matrix = accessMatrix();

const base = '/api/mobile/v2/ordering/accounts/30000001/newLine';
const reads: BrowserRequest[] = [{ url: `${base}/options` }, { url: `${base}/orders` }];
// A token alone changes nothing a person sees; it is still the owner's to ask for.
const writes: BrowserRequest[] = [{ method: 'POST', url: `${base}/orderToken` }];

describe('who may read what a new line needs', () => {
  matrix.rows(rowsOf(reads, HOLDERS_MAY));
});

describe('who may start an order', () => {
  matrix.rows(rowsOf(writes, OWNER_MAY));

  it('gives a different token each time', async () => {
    const first = await matrix.data('owner', writes[0] ?? { url: '' });
    const second = await matrix.data('owner', writes[0] ?? { url: '' });
    expect(first).not.toEqual(second);
  });
});

describe('who may place a new-line order (addProductOrders with hardwareOrders)', () => {
  const url = '/api/sales/v3/ordering/accounts/30000001/addProductOrders';
  const tokenAs = async (who: Persona) => {
    const data = (await matrix.data(who, { method: 'POST', url: `${base}/orderToken` })) as {
      orderToken: string;
    };
    return data.orderToken;
  };
  const orderAs = async (who: Persona, token: string) => {
    const [number] = await findFreeNumbers(matrix.app().database.db, '30000001');
    const request: BrowserRequest = {
      method: 'POST',
      url,
      json: newLineOrder(token, number ?? '', { hardware: 'eSIM' }),
    };
    return matrix.statusOf(who, request);
  };

  it('refuses the signed out, another customer and an AccountRead user; owner and staff order', async () => {
    const db = matrix.app().database.db;
    const before = await newLineOrderCount(db, '30000001');
    const spare = await tokenAs('owner');
    expect(await orderAs('anonymous', spare), 'signed out').toBe(401);
    expect(await orderAs('otherCustomer', spare), 'another customer').toBe(403);
    expect(await orderAs('readUser', spare), 'AccountRead').toBe(403);
    expect(await newLineOrderCount(db, '30000001')).toBe(before);
    expect(await orderAs('owner', spare), 'owner').toBe(200);
    expect(await orderAs('staff', await tokenAs('staff')), 'staff').toBe(200);
    expect(await newLineOrderCount(db, '30000001')).toBe(before + 2);
  });

  it('answers a double submit with the one order, and a bad postcode with a 400 that stores nothing', async () => {
    const db = matrix.app().database.db;
    const before = await newLineOrderCount(db, '30000001');
    const [number] = await findFreeNumbers(db, '30000001');
    const json = newLineOrder(await tokenAs('owner'), number ?? '');
    const first = await matrix.call('owner', { method: 'POST', url, json });
    const second = await matrix.call('owner', { method: 'POST', url, json });
    expect(first.statusCode).toBe(200);
    expect(second.json<{ data: { orderId: string } }>().data.orderId).toBe(
      first.json<{ data: { orderId: string } }>().data.orderId,
    );
    const bad = newLineOrder(await tokenAs('owner'), number ?? '');
    const address = bad.hardwareOrders[0]?.address;
    if (address) address.postCode = '12';
    const refused = await matrix.call('owner', { method: 'POST', url, json: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain(
      'Please enter a 4-digit postcode',
    );
    expect(await newLineOrderCount(db, '30000001')).toBe(before + 1);
  });
});
