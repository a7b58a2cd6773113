import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import type { BrowserRequest } from '../../test/test-browser';
import {
  AROHA,
  DEMO_RECURRING_MB,
  MEMBER,
  management,
  ordering,
  sharingKit,
} from './sharing-test-kit';

let testApp: TestApp;
const { people } = sharingKit(() => testApp);

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});
afterAll(async () => {
  await testApp.close();
});

const reads: BrowserRequest[] = [
  { url: `${management()}/beneficiaries` },
  { url: `${management()}/quota?beneficiaryServiceEntity=${MEMBER}` },
];
// Validating is the first step of adding someone, so it is the owner's like the change.
const validate: BrowserRequest = {
  url: `${ordering()}/validateBeneficiary?beneficiaryServiceEntity=0271234569`,
};
// Sets the demo's own values, so an allowed call changes nothing.
const setDemoShare: BrowserRequest = {
  method: 'POST',
  url: ordering(),
  json: {
    beneficiaryServiceEntity: MEMBER,
    shareType: 'AllocationSharing',
    recurringShareAmountMb: DEMO_RECURRING_MB,
  },
};
const removeDemoShare: BrowserRequest = {
  method: 'POST',
  url: `${ordering()}/remove`,
  json: { beneficiaryServiceEntity: MEMBER },
};

async function statusOf(email: string | null, request: BrowserRequest): Promise<number> {
  const response =
    email === null ? await people.anonymous().request(request) : await people.call(email, request);
  return response.statusCode;
}

describe('who may read a line’s sharing', () => {
  for (const request of reads) {
    it(`GET ${request.url}`, async () => {
      expect(await statusOf(null, request), 'signed out').toBe(401);
      expect(await statusOf('kiri@example.nz', request), 'another customer').toBe(403);
      expect(await statusOf('mere@example.nz', request), 'AccountRead').toBe(200);
      expect(await statusOf(AROHA, request), 'owner').toBe(200);
      expect(await statusOf('sam.sales@example.nz', request), 'staff').toBe(200);
    });
  }
});

describe('who may change a line’s sharing', () => {
  for (const request of [validate, setDemoShare]) {
    it(`${request.method ?? 'GET'} ${request.url}`, async () => {
      expect(await statusOf(null, request), 'signed out').toBe(401);
      expect(await statusOf('kiri@example.nz', request), 'another customer').toBe(403);
      expect(await statusOf('mere@example.nz', request), 'AccountRead').toBe(403);
      expect(await statusOf(AROHA, request), 'owner').toBe(200);
      expect(await statusOf('sam.sales@example.nz', request), 'staff').toBe(200);
    });
  }

  it(`POST ${removeDemoShare.url}`, async () => {
    expect(await statusOf(null, removeDemoShare), 'signed out').toBe(401);
    expect(await statusOf('kiri@example.nz', removeDemoShare), 'another customer').toBe(403);
    expect(await statusOf('mere@example.nz', removeDemoShare), 'AccountRead').toBe(403);
    expect(await statusOf(AROHA, removeDemoShare), 'owner').toBe(200);
    expect((await people.call(AROHA, setDemoShare)).statusCode).toBe(200);
    expect(await statusOf('sam.sales@example.nz', removeDemoShare), 'staff').toBe(200);
    expect((await people.call(AROHA, setDemoShare)).statusCode).toBe(200);
  });
});

describe('a service entity of another account', () => {
  // 0211234580 is Walker Builders' line: aroha's valid account code does not open it.
  const foreign: BrowserRequest[] = [
    { url: `${management('0211234580')}/beneficiaries` },
    { url: `${management('0211234580')}/quota` },
    { url: `${ordering('0211234580')}/validateBeneficiary?beneficiaryServiceEntity=${MEMBER}` },
    { ...setDemoShare, url: ordering('0211234580') },
    { ...removeDemoShare, url: `${ordering('0211234580')}/remove` },
  ];
  for (const request of foreign) {
    it(`${request.method ?? 'GET'} ${request.url} is refused`, async () => {
      expect(await statusOf(AROHA, request), 'owner of 30000001').toBe(403);
      expect(await statusOf('sam.sales@example.nz', request), 'staff, wrong account').toBe(403);
    });
  }

  it('and nothing was shared from it', async () => {
    expect(
      await people.data('kiri@example.nz', `${management('0211234580', '30000301')}/beneficiaries`),
    ).toEqual([]);
  });
});
