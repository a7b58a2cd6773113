import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import type { BrowserRequest } from '../../test/test-browser';
import { peopleOf } from '../accounts/accounts-test-kit';
import { findFreeNumbers } from './find-free-numbers';
import { newLineOrder, newLineOrderCount } from './new-line-testing';

let testApp: TestApp;
const people = peopleOf(() => testApp);

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});
afterAll(async () => {
  await testApp.close();
});

const base = '/api/mobile/v2/ordering/accounts/30000001/newLine';
const reads: BrowserRequest[] = [{ url: `${base}/options` }, { url: `${base}/orders` }];
// A token alone changes nothing a person sees; it is still the owner's to ask for.
const writes: BrowserRequest[] = [{ method: 'POST', url: `${base}/orderToken` }];

async function statusOf(email: string | null, request: BrowserRequest): Promise<number> {
  const response =
    email === null ? await people.anonymous().request(request) : await people.call(email, request);
  return response.statusCode;
}

describe('who may read what a new line needs', () => {
  for (const request of reads) {
    it(`GET ${request.url}`, async () => {
      expect(await statusOf(null, request), 'signed out').toBe(401);
      expect(await statusOf('kiri@example.nz', request), 'another customer').toBe(403);
      expect(await statusOf('mere@example.nz', request), 'AccountRead').toBe(200);
      expect(await statusOf('aroha@example.nz', request), 'owner').toBe(200);
      expect(await statusOf('sam.sales@example.nz', request), 'staff').toBe(200);
    });
  }
});

describe('who may start an order', () => {
  for (const request of writes) {
    it(`${request.method ?? 'GET'} ${request.url}`, async () => {
      expect(await statusOf(null, request), 'signed out').toBe(401);
      expect(await statusOf('kiri@example.nz', request), 'another customer').toBe(403);
      expect(await statusOf('mere@example.nz', request), 'AccountRead').toBe(403);
      expect(await statusOf('aroha@example.nz', request), 'owner').toBe(200);
      expect(await statusOf('sam.sales@example.nz', request), 'staff').toBe(200);
    });
  }

  it('gives a different token each time', async () => {
    const first = await people.data('aroha@example.nz', writes[0] ?? { url: '' });
    const second = await people.data('aroha@example.nz', writes[0] ?? { url: '' });
    expect(first).not.toEqual(second);
  });
});

describe('who may place a new-line order (addProductOrders with hardwareOrders)', () => {
  const url = '/api/sales/v3/ordering/accounts/30000001/addProductOrders';
  const tokenAs = async (email: string) => {
    const data = (await people.data(email, { method: 'POST', url: `${base}/orderToken` })) as {
      orderToken: string;
    };
    return data.orderToken;
  };
  const orderAs = async (email: string | null, token: string) => {
    const [number] = await findFreeNumbers(testApp.database.db, '30000001');
    const request: BrowserRequest = {
      method: 'POST',
      url,
      json: newLineOrder(token, number ?? '', { hardware: 'eSIM' }),
    };
    return statusOf(email, request);
  };

  it('refuses the signed out, another customer and an AccountRead user; owner and staff order', async () => {
    const db = testApp.database.db;
    const before = await newLineOrderCount(db, '30000001');
    const spare = await tokenAs('aroha@example.nz');
    expect(await orderAs(null, spare), 'signed out').toBe(401);
    expect(await orderAs('kiri@example.nz', spare), 'another customer').toBe(403);
    expect(await orderAs('mere@example.nz', spare), 'AccountRead').toBe(403);
    expect(await newLineOrderCount(db, '30000001')).toBe(before);
    expect(await orderAs('aroha@example.nz', spare), 'owner').toBe(200);
    expect(
      await orderAs('sam.sales@example.nz', await tokenAs('sam.sales@example.nz')),
      'staff',
    ).toBe(200);
    expect(await newLineOrderCount(db, '30000001')).toBe(before + 2);
  });

  it('answers a double submit with the one order, and a bad postcode with a 400 that stores nothing', async () => {
    const db = testApp.database.db;
    const before = await newLineOrderCount(db, '30000001');
    const [number] = await findFreeNumbers(db, '30000001');
    const json = newLineOrder(await tokenAs('aroha@example.nz'), number ?? '');
    const first = await people.call('aroha@example.nz', { method: 'POST', url, json });
    const second = await people.call('aroha@example.nz', { method: 'POST', url, json });
    expect(first.statusCode).toBe(200);
    expect(second.json<{ data: { orderId: string } }>().data.orderId).toBe(
      first.json<{ data: { orderId: string } }>().data.orderId,
    );
    const bad = newLineOrder(await tokenAs('aroha@example.nz'), number ?? '');
    const address = bad.hardwareOrders[0]?.address;
    if (address) address.postCode = '12';
    const refused = await people.call('aroha@example.nz', { method: 'POST', url, json: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain(
      'Please enter a 4-digit postcode',
    );
    expect(await newLineOrderCount(db, '30000001')).toBe(before + 1);
  });
});
