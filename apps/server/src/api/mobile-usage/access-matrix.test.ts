import { describe, expect, it } from 'vitest';
import type { BrowserRequest } from '../../test/test-browser';
import { accessMatrix, HOLDERS_MAY, rowsOf } from '../../test/access-matrix';

const matrix = accessMatrix();

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

describe('who may read usage and the shared pool', () => {
  matrix.rows(rowsOf(reads, HOLDERS_MAY));

  it('refuses a line of another account under a valid account code', async () => {
    // Kiri's line asked for under Aroha's account, by Aroha and by staff alike.
    const request = { url: `${base}/mobileServices/0211234580/usage/data?${range}` };
    expect(await matrix.statusOf('owner', request)).toBe(403);
    expect(await matrix.statusOf('staff', request)).not.toBe(200);
    const own = {
      url: `/api/mobile/v2/management/accounts/30000301/mobileServices/0211234567/usage/data?${range}`,
    };
    expect(await matrix.statusOf('otherCustomer', own)).toBe(403);
  });
});
