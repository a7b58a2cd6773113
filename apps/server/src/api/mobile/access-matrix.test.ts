import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import type { BrowserRequest } from '../../test/test-browser';
import { peopleOf } from '../accounts/accounts-test-kit';

let testApp: TestApp;
const people = peopleOf(() => testApp);

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});
afterAll(async () => {
  await testApp.close();
});

const management = '/api/mobile/v2/management/accounts/30000001';
const ordering = '/api/mobile/v2/ordering/accounts/30000001';
const line = '0271234569';
/** Kiri's line: a valid number, but not on aroha's account. */
const foreignLine = '0211234580';

const reads: BrowserRequest[] = [
  { url: `${management}/mobileServices` },
  { url: `${ordering}/serviceEntities/${line}/availableNumbers` },
];

// Each write sends what the demo already holds, so running the matrix changes nothing.
const writes = (entity: string): BrowserRequest[] => [
  {
    method: 'PUT',
    url: `${management}/mobileServices/${entity}/serviceEntityDetails`,
    json: { serviceEntityDescription: 'Tama' },
  },
  {
    method: 'POST',
    url: `${management}/mobileServices/${entity}/barSettings`,
    json: { internationalCalls: false, premiumRateServices: false, roaming: false },
  },
  {
    method: 'POST',
    url: `${management}/changeSpendLimits`,
    json: { serviceEntity: entity, spendLimit: null },
  },
  {
    method: 'POST',
    url: `${management}/mobileServices/${entity}/changeSimBlock`,
    json: { simBlockingEnabled: false },
  },
  {
    method: 'PUT',
    url: `${management}/mobileServices/${entity}/pauseState`,
    json: { paused: false },
  },
];

async function statusOf(email: string | null, request: BrowserRequest): Promise<number> {
  const response =
    email === null ? await people.anonymous().request(request) : await people.call(email, request);
  return response.statusCode;
}

describe('who may read mobile management', () => {
  for (const request of reads) {
    it(`GET ${request.url}`, async () => {
      expect(await statusOf(null, request), 'signed out').toBe(401);
      expect(await statusOf('kiri@example.nz', request), 'another customer').toBe(403);
      expect(await statusOf('mere@example.nz', request), 'AccountRead').toBe(200);
      expect(await statusOf('aroha@example.nz', request), 'owner').toBe(200);
      expect(await statusOf('sam.sales@example.nz', request), 'staff').toBe(200);
    });
  }

  it('wallet balance: the prepay owner and staff, nobody else', async () => {
    const request = {
      url: '/api/mobile/v2/management/accounts/30000101/mobileServices/0201234570/walletBalance',
    };
    expect(await statusOf(null, request)).toBe(401);
    expect(await statusOf('aroha@example.nz', request)).toBe(403);
    expect(await statusOf('ben@example.nz', request)).toBe(200);
    expect(await statusOf('sam.sales@example.nz', request)).toBe(200);
    const foreign = { url: `${management}/mobileServices/0201234570/walletBalance` };
    expect(await statusOf('aroha@example.nz', foreign), 'line of another account').toBe(403);
  });
});

describe('who may change a line', () => {
  for (const request of writes(line)) {
    it(`${request.method ?? 'GET'} ${request.url}`, async () => {
      expect(await statusOf(null, request), 'signed out').toBe(401);
      expect(await statusOf('kiri@example.nz', request), 'another customer').toBe(403);
      expect(await statusOf('mere@example.nz', request), 'AccountRead').toBe(403);
      expect(await statusOf('aroha@example.nz', request), 'owner').toBe(200);
      expect(await statusOf('sam.sales@example.nz', request), 'staff').toBe(200);
    });
  }

  for (const request of writes(foreignLine)) {
    it(`refuses kiri's line under aroha's account: ${request.url}`, async () => {
      expect(await statusOf('aroha@example.nz', request)).toBe(403);
      expect(await statusOf('sam.sales@example.nz', request), 'staff too').toBe(403);
    });
  }

  it('orders: signed out 401, other customer 403, AccountRead 403, foreign line 403', async () => {
    const change = {
      method: 'POST' as const,
      url: `${ordering}/serviceEntities/${line}/changeNumber`,
      json: { newNumber: '0225551000' },
    };
    const portIn = {
      method: 'POST' as const,
      url: `${ordering}/portIn`,
      json: {
        currentProvider: 'Spark',
        mobileNumber: '0275550001',
        providerAccountNumber: 'SP-1',
        accountHolderName: 'Aroha Ngata',
        authorityGranted: true,
      },
    };
    for (const request of [change, portIn]) {
      expect(await statusOf(null, request), request.url).toBe(401);
      expect(await statusOf('kiri@example.nz', request), request.url).toBe(403);
      expect(await statusOf('mere@example.nz', request), request.url).toBe(403);
    }
    const foreign = { ...change, url: `${ordering}/serviceEntities/${foreignLine}/changeNumber` };
    expect(await statusOf('aroha@example.nz', foreign)).toBe(403);
    expect(
      await statusOf('aroha@example.nz', {
        url: `${ordering}/serviceEntities/${foreignLine}/availableNumbers`,
      }),
    ).toBe(403);
  });
});
