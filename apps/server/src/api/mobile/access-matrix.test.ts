import { describe } from 'vitest';
import type { BrowserRequest } from '../../test/test-browser';
import {
  accessMatrix,
  HOLDERS_MAY,
  NON_OWNERS_REFUSED,
  OWNER_MAY,
  rowsOf,
  type AccessRow,
} from '../../test/access-matrix';

const matrix = accessMatrix();

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

// Number orders change the demo data, so only their refusals are checked here.
const change: BrowserRequest = {
  method: 'POST',
  url: `${ordering}/serviceEntities/${line}/changeNumber`,
  json: { newNumber: '0225551000' },
};
const portIn: BrowserRequest = {
  method: 'POST',
  url: `${ordering}/portIn`,
  json: {
    currentProvider: 'Spark',
    mobileNumber: '0275550001',
    providerAccountNumber: 'SP-1',
    accountHolderName: 'Aroha Ngata',
    authorityGranted: true,
  },
};

describe('who may read mobile management', () => {
  matrix.rows([
    ...rowsOf(reads, HOLDERS_MAY),
    {
      name: 'wallet balance: the prepay owner and staff, nobody else',
      request: {
        url: '/api/mobile/v2/management/accounts/30000101/mobileServices/0201234570/walletBalance',
      },
      expected: { anonymous: 401, owner: 403, prepayCustomer: 200, staff: 200 },
    },
    {
      name: 'wallet balance: a prepay line asked for under another account',
      request: { url: `${management}/mobileServices/0201234570/walletBalance` },
      expected: { owner: 403 },
    },
  ]);
});

describe('who may change a line', () => {
  matrix.rows(rowsOf(writes(line), OWNER_MAY));

  matrix.rows(
    writes(foreignLine).map((request): AccessRow => ({
      name: `refuses kiri's line under aroha's account: ${request.url}`,
      request,
      expected: { owner: 403, staff: 403 },
    })),
  );

  matrix.rows([
    ...[change, portIn].map((request): AccessRow => ({
      name: `orders: ${request.url}`,
      request,
      expected: NON_OWNERS_REFUSED,
    })),
    {
      name: "orders: kiri's line under aroha's account, a new number",
      request: { ...change, url: `${ordering}/serviceEntities/${foreignLine}/changeNumber` },
      expected: { owner: 403 },
    },
    {
      name: "orders: kiri's line under aroha's account, the numbers to choose from",
      request: { url: `${ordering}/serviceEntities/${foreignLine}/availableNumbers` },
      expected: { owner: 403 },
    },
  ]);
});
