import { describe, expect, it } from 'vitest';
import { arohasBillingAddress } from '../../../../../test-support/billing-address';
import type { BrowserRequest } from '../../test/test-browser';
import { accessMatrix, HOLDERS_MAY, OWNER_MAY, rowsOf } from '../../test/access-matrix';

const matrix = accessMatrix();

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
      billingAddress: arohasBillingAddress,
    },
  },
  {
    method: 'PUT',
    url: `${base}/internetServices/${internet}/features/portfiltering`,
    json: { status: 'Enabled' },
  },
];

describe('who may read the account calls', () => {
  matrix.rows(rowsOf(reads, HOLDERS_MAY));
});

describe('who may change the account', () => {
  matrix.rows(rowsOf(writes, OWNER_MAY));

  it('refuses an AccountRead user before reading the body, so bad input still gives 403', async () => {
    const status = await matrix.statusOf('readUser', {
      method: 'PUT',
      url: `${base}/contactInformation`,
      json: { contactName: '', phoneNumber: 'x', mobileNumber: 'y' },
    });
    expect(status).toBe(403);
  });
});
