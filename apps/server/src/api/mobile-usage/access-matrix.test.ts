import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import type { BrowserRequest } from '../../test/test-browser';
import { peopleOf } from '../accounts/accounts-test-kit';

let testApp: TestApp;
const people = peopleOf(() => testApp);

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  // Seeding 13 months of demo usage is slow on a busy machine.
}, 300_000);
afterAll(async () => {
  await testApp.close();
});

const base = '/api/mobile/v2/management/accounts/30000001';
const range = 'from=2026-01-01&to=2026-01-31';

/** Every call of the slice only reads: every holder of the account may, others may not. */
const reads: BrowserRequest[] = [
  { url: `${base}/mobileServices/0211234567/usage/data?${range}` },
  { url: `${base}/mobileServices/0221234568/usage/voice?${range}` },
  { url: `${base}/mobileServices/0271234569/usage/text?${range}` },
  { url: `${base}/sharedDataPool` },
  { url: `${base}/sharedDataPool/monthlyUsage` },
  { url: `${base}/sharedDataPool/carryoverData` },
  { url: `${base}/sharedDataPool/dailyUsage?billDate=2026-01-05` },
];

async function statusOf(email: string | null, request: BrowserRequest): Promise<number> {
  const response =
    email === null ? await people.anonymous().request(request) : await people.call(email, request);
  return response.statusCode;
}

describe('who may read usage and the shared pool', () => {
  for (const request of reads) {
    it(`GET ${request.url}`, async () => {
      expect(await statusOf(null, request), 'signed out').toBe(401);
      expect(await statusOf('kiri@example.nz', request), 'another customer').toBe(403);
      expect(await statusOf('mere@example.nz', request), 'AccountRead').toBe(200);
      expect(await statusOf('aroha@example.nz', request), 'owner').toBe(200);
      expect(await statusOf('sam.sales@example.nz', request), 'staff').toBe(200);
    });
  }

  it('refuses a line of another account under a valid account code', async () => {
    // Kiri's line asked for under Aroha's account, by Aroha and by staff alike.
    const request = { url: `${base}/mobileServices/0211234580/usage/data?${range}` };
    expect(await statusOf('aroha@example.nz', request)).toBe(403);
    expect(await statusOf('sam.sales@example.nz', request)).not.toBe(200);
    const own = {
      url: `/api/mobile/v2/management/accounts/30000301/mobileServices/0211234567/usage/data?${range}`,
    };
    expect(await statusOf('kiri@example.nz', own)).toBe(403);
  });
});
