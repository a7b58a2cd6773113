import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import type { BrowserRequest } from '../../test/test-browser';
import { peopleOf } from './accounts-test-kit';

let testApp: TestApp;
const people = peopleOf(() => testApp);

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});
afterAll(async () => {
  await testApp.close();
});

const base = '/api/accounts/30000001';
const internet = 'INT-3000000101';

const reads: BrowserRequest[] = [
  { url: `${base}/offers` },
  { url: `${base}/offers?businessGroup=Business&billFrequency=Fortnightly` },
  { url: '/api/offers/v2/accounts/30000001/offers' },
  { url: `${base}/gst` },
  { url: `${base}/internetServices` },
  { url: `${base}/mobileAlerts` },
  { url: `${base}/internetServices/${internet}/features/portfiltering` },
];

// Each write sends values the demo already holds, so the matrix changes nothing that matters.
const writes: BrowserRequest[] = [
  {
    method: 'PUT',
    url: `${base}/contactInformation`,
    json: { contactName: 'Aroha Ngata', phoneNumber: '094801234', mobileNumber: '0211234567' },
  },
  {
    method: 'PUT',
    url: `${base}/billingDetails`,
    json: {
      billingEmail: 'aroha@example.nz',
      billingAddress: {
        address1: '12 Kōwhai Street',
        address2: 'Ponsonby',
        address3: null,
        locationName: 'Auckland',
        state: 'Auckland',
        postCode: '1011',
        country: 'New Zealand',
      },
    },
  },
  {
    method: 'PUT',
    url: `${base}/internetServices/${internet}/features/portfiltering`,
    json: { status: 'Enabled' },
  },
];

async function statusOf(email: string | null, request: BrowserRequest): Promise<number> {
  const response =
    email === null ? await people.anonymous().request(request) : await people.call(email, request);
  return response.statusCode;
}

describe('who may read the account calls', () => {
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

describe('who may change the account', () => {
  for (const request of writes) {
    it(`PUT ${request.url}`, async () => {
      expect(await statusOf(null, request), 'signed out').toBe(401);
      expect(await statusOf('kiri@example.nz', request), 'another customer').toBe(403);
      expect(await statusOf('mere@example.nz', request), 'AccountRead').toBe(403);
      expect(await statusOf('aroha@example.nz', request), 'owner').toBe(200);
      expect(await statusOf('sam.sales@example.nz', request), 'staff').toBe(200);
    });
  }

  it('refuses an AccountRead user before reading the body, so bad input still gives 403', async () => {
    const response = await people.call('mere@example.nz', {
      method: 'PUT',
      url: `${base}/contactInformation`,
      json: { contactName: '', phoneNumber: 'x', mobileNumber: 'y' },
    });
    expect(response.statusCode).toBe(403);
  });
});
