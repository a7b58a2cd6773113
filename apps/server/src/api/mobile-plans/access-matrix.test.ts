import { describe, expect, it } from 'vitest';
import type { BrowserRequest } from '../../test/test-browser';
import {
  accessMatrix,
  HOLDERS_MAY,
  NON_OWNERS_REFUSED,
  OWNER_MAY,
  rowsOf,
} from '../../test/access-matrix';

const matrix = accessMatrix();

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

describe('who may read plans, add-ons and agreements', () => {
  matrix.rows(rowsOf(reads, HOLDERS_MAY));
});

describe('who may change plans and add-ons', () => {
  matrix.rows([...rowsOf(writes, OWNER_MAY), ...rowsOf(refusedOnly, NON_OWNERS_REFUSED)]);
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
  matrix.rows(rowsOf(requests, { owner: 403 }));
});

describe('business group metadata', () => {
  it('needs a signed-in caller and tells a business group apart', async () => {
    const url = '/api/mobile/v2/metadata/businessGroup?businessGroup=Business';
    expect(await matrix.statusOf('anonymous', { url })).toBe(401);
    expect(await matrix.data('otherCustomer', url)).toMatchObject({
      salesChannel: 'SelfService',
      salesPerson: 'MyAccountv2',
      displayGstInclusive: false,
      groupPlansAvailable: false,
    });
  });
});
