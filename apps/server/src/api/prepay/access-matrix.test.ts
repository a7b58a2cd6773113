import { beforeAll, describe } from 'vitest';
import { claims } from '../../db/schema';
import {
  accessMatrix,
  SIGNED_IN_MAY,
  type AccessRow,
  type Expected,
} from '../../test/access-matrix';
import type { BrowserRequest } from '../../test/test-browser';
import {
  BEN_ACCOUNT,
  BEN_LINE,
  bensCards,
  demoSettingBodies,
  HISTORY,
  MANAGEMENT,
  RECHARGE,
} from './testing';

/**
 * Who may read and change prepay settings on Ben's account: signed out, another customer
 * (kiri), an AccountRead user of Ben's account (mere, given that claim here), the owner of
 * another account (aroha), Ben who owns it, and staff (sam).
 */
const matrix = accessMatrix();
let cards: { visa: string; mastercard: string };

beforeAll(async () => {
  cards = await bensCards(matrix.app());
  const mere = await matrix.userGuidOf('readUser');
  await matrix
    .app()
    .database.db.insert(claims)
    .values({
      userGuid: mere,
      claimType: 'Account',
      claimValue: BEN_ACCOUNT,
      roles: ['AccountRead'],
    });
});

const HOLDERS_OF_BENS_ACCOUNT = {
  anonymous: 401,
  otherCustomer: 403,
  prepayCustomer: 200,
  readUser: 200,
  owner: 403,
  staff: 200,
} as const satisfies Expected;
const BENS_OWNER_AND_STAFF = { ...HOLDERS_OF_BENS_ACCOUNT, readUser: 403 } as const;

// The demo's settings: each set call sends them again, so a call that passes changes nothing.
const demo = () => demoSettingBodies(cards.visa);
/** The set calls by name; their bodies name Ben's cards, known once the app is up. */
const sets: [string, () => BrowserRequest][] = [
  [
    'POST …/prepay/management/…/autopay',
    () => ({
      method: 'POST',
      url: `${MANAGEMENT}/autopay`,
      json: demo().autopay,
    }),
  ],
  [
    'PUT …/prepay/management/…/autoTopup',
    () => ({
      method: 'PUT',
      url: `${MANAGEMENT}/autoTopup`,
      json: demo().managementAutoTopUp,
    }),
  ],
  [
    'PUT …/prepay/management/…/monthlyAutoTopup',
    () => ({
      method: 'PUT',
      url: `${MANAGEMENT}/monthlyAutoTopup`,
      json: demo().managementMonthly,
    }),
  ],
  [
    'PUT …/recharge/…/autoPay',
    () => ({ method: 'PUT', url: `${RECHARGE}/autoPay`, json: demo().autopay }),
  ],
  [
    'PUT …/recharge/…/autotopup',
    () => ({
      method: 'PUT',
      url: `${RECHARGE}/autotopup`,
      json: demo().rechargeAutoTopUp,
    }),
  ],
  [
    'PUT …/recharge/…/monthlyAutoTopup',
    () => ({
      method: 'PUT',
      url: `${RECHARGE}/monthlyAutoTopup`,
      json: demo().rechargeMonthly,
    }),
  ],
];

const deletes: BrowserRequest[] = [
  { method: 'DELETE', url: `${MANAGEMENT}/autopay` },
  { method: 'DELETE', url: `${MANAGEMENT}/autoTopup` },
  { method: 'DELETE', url: `${MANAGEMENT}/monthlyAutoTopup?targetMsisdn=${BEN_LINE}` },
  { method: 'DELETE', url: `${RECHARGE}/autoPay` },
  { method: 'DELETE', url: `${RECHARGE}/autotopup` },
  { method: 'DELETE', url: `${RECHARGE}/monthlyAutoTopup?targetServiceEntity=${BEN_LINE}` },
];

/** Puts the demo's settings back after a delete went through. */
async function restoreDemoSettings(): Promise<void> {
  for (const [, request] of sets.slice(3)) await matrix.call('prepayCustomer', request());
}

describe('who may read prepay settings and history', () => {
  matrix.rows([
    { request: { url: RECHARGE }, expected: HOLDERS_OF_BENS_ACCOUNT },
    { request: { url: `${HISTORY}?recordCount=5` }, expected: HOLDERS_OF_BENS_ACCOUNT },
    {
      name: 'validateActiveService: anyone signed in',
      request: {
        url: '/api/mobile/v2/prepay/management/serviceEntities/0201234599/validateActiveService',
      },
      expected: SIGNED_IN_MAY,
    },
  ]);
});

describe('who may change prepay settings', () => {
  matrix.rows(
    sets.map(([name, request]): AccessRow => ({ name, request, expected: BENS_OWNER_AND_STAFF })),
  );
  matrix.rows(
    deletes.map((request): AccessRow => ({
      request,
      expected: BENS_OWNER_AND_STAFF,
      restore: restoreDemoSettings,
    })),
  );
});

describe('the line in the path', () => {
  const arohasAccount = '/api/recharge/v1/configuration/accounts/30000001/serviceEntities';
  const arohasManagement = '/api/mobile/v2/prepay/management/accountCode/30000001/serviceEntities';
  matrix.rows([
    {
      name: 'Ben’s line under Aroha’s account',
      request: { url: `${arohasAccount}/${BEN_LINE}` },
      expected: { owner: 403, staff: 403 },
    },
    {
      name: 'a postpay line: recharge configuration',
      request: { url: `${arohasAccount}/0211234567` },
      expected: { owner: 404, staff: 404 },
    },
    {
      name: 'a postpay line: history',
      request: {
        url: '/api/mobile/v2/management/accounts/30000001/mobileServices/0211234567/prepayTransactionHistory',
      },
      expected: { readUser: 404, owner: 404, staff: 404 },
    },
    {
      name: 'a postpay line: autopay',
      request: () => ({
        method: 'POST',
        url: `${arohasManagement}/0211234567/autopay`,
        json: demo().autopay,
      }),
      expected: { readUser: 403, owner: 404, staff: 404 },
    },
  ]);
});
