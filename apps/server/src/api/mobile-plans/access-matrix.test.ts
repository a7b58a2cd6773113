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

const catalog = '/api/mobile/v2/catalog/accounts/30000001/mobileServices';
const ordering = '/api/mobile/v2/ordering/accounts/30000001/serviceEntities';
const sales = '/api/sales/v3/ordering/accounts/30000001';
const origin = { salesChannel: 'SelfService', salesPerson: 'MyAccountv2' };
const product = (ratePlan: string, service = 'mobile2_linerental') => ({
  ratePlan,
  serviceEntity: '0221234568',
  service,
});
// A change to a plan the line may not have: answered NotOk, so the matrix changes nothing.
const refusedChange = {
  ...origin,
  additionalProductsToChange: [product('GROUP_MEMBER_PLUS')],
  additionalProducts: [product('BIZ_ENDLESS_60')],
};

const reads: BrowserRequest[] = [
  { url: `${catalog}/0221234568/changePlanOptions` },
  { url: `${catalog}/0221234568/addonPlans?salesChannel=SelfService` },
  { url: '/api/mobile/v2/management/accounts/30000001/groupPlanServices' },
  { url: '/api/accounts/30000001/interestfree/agreements' },
];

// Repeatable writes: the owner and staff get 200 each time.
const writes: BrowserRequest[] = [
  { method: 'POST', url: `${sales}/orderImpact?orderType=productChange`, json: refusedChange },
  { method: 'POST', url: `${sales}/productChangeOrders`, json: refusedChange },
  {
    method: 'POST',
    url: `${ordering}/0221234568/stopAddonRenewal`,
    json: { addonPlanKey: 'CALLINGPACK_INTL_100' },
  },
];

// Writes that change state: checked for refusals only (plans.test.ts runs them as the owner).
const refusedOnly: BrowserRequest[] = [
  {
    method: 'POST',
    url: `${sales}/addProductOrders`,
    json: { ...origin, additionalProducts: [product('ROAMING_DAYPASS', 'mobile2_Addon')] },
  },
  {
    method: 'POST',
    url: `${sales}/cancellationOrders`,
    json: { additionalProductsToCancel: [product('CALLINGPACK_INTL_100', 'mobile2_Addon')] },
  },
];

async function statusOf(email: string | null, request: BrowserRequest): Promise<number> {
  const response =
    email === null ? await people.anonymous().request(request) : await people.call(email, request);
  return response.statusCode;
}

describe('who may read plans, add-ons and agreements', () => {
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

describe('who may change plans and add-ons', () => {
  for (const request of [...writes, ...refusedOnly]) {
    const repeatable = writes.includes(request);
    it(`POST ${request.url}`, async () => {
      expect(await statusOf(null, request), 'signed out').toBe(401);
      expect(await statusOf('kiri@example.nz', request), 'another customer').toBe(403);
      expect(await statusOf('mere@example.nz', request), 'AccountRead').toBe(403);
      if (repeatable) {
        expect(await statusOf('aroha@example.nz', request), 'owner').toBe(200);
        expect(await statusOf('sam.sales@example.nz', request), 'staff').toBe(200);
      }
    });
  }
});

describe("a service entity of another account is refused with aroha's account code", () => {
  const kirisLine = '0211234580';
  const requests: BrowserRequest[] = [
    { url: `${catalog}/${kirisLine}/changePlanOptions` },
    { url: `${catalog}/${kirisLine}/addonPlans?salesChannel=SelfService` },
    {
      method: 'POST',
      url: `${ordering}/${kirisLine}/stopAddonRenewal`,
      json: { addonPlanKey: 'CALLINGPACK_INTL_100' },
    },
    {
      method: 'POST',
      url: `${sales}/addProductOrders`,
      json: {
        ...origin,
        additionalProducts: [
          { ratePlan: 'ROAMING_DAYPASS', serviceEntity: kirisLine, service: 'mobile2_Addon' },
        ],
      },
    },
    {
      method: 'POST',
      url: `${sales}/cancellationOrders`,
      json: {
        additionalProductsToCancel: [
          { ratePlan: 'ROAMING_DAYPASS', serviceEntity: kirisLine, service: 'mobile2_Addon' },
        ],
      },
    },
  ];
  for (const request of requests) {
    it(`${request.method ?? 'GET'} ${request.url}`, async () => {
      expect(await statusOf('aroha@example.nz', request)).toBe(403);
    });
  }
});

describe('business group metadata', () => {
  it('needs a signed-in caller and tells a business group apart', async () => {
    const url = '/api/mobile/v2/metadata/businessGroup?businessGroup=Business';
    expect(await statusOf(null, { url })).toBe(401);
    expect(await people.data('kiri@example.nz', url)).toMatchObject({
      salesChannel: 'SelfService',
      salesPerson: 'MyAccountv2',
      displayGstInclusive: false,
      groupPlansAvailable: false,
    });
  });
});
