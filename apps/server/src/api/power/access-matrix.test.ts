import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { addDays, toNzDateKey } from '@portal/domain';
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
const base = '/api/accounts/30000001/power';
const inAWeek = addDays(toNzDateKey(new Date()), 7);
const key = () => ({ 'idempotency-key': randomUUID() });

const reads: BrowserRequest[] = [
  { url: base },
  { url: `${base}/plans` },
  { url: `${base}/icpLookup?address=Grey%20Street` },
];

/*
 * Every change, for everyone. In this file's own database: the owner and staff each send a
 * reading after a meter change (accepted at any value), save the demo's own site access,
 * and order a plan change (the later replaces the earlier). Signing up an account that
 * already has power is refused for them as a conflict, not for access.
 */
const changes: AccessRow[] = [
  {
    request: {
      method: 'POST',
      url: `${base}/meterReadings`,
      json: { meterSerial: 'MTR-4400127', readingKwh: 999_999, meterChanged: true },
    },
    expected: OWNER_MAY,
  },
  {
    request: {
      method: 'PUT',
      url: `${base}/siteAccess`,
      json: {
        meterLocation: 'Outside, left of the front door',
        accessNotes: '',
        hasDog: false,
        otherHazards: '',
      },
    },
    expected: OWNER_MAY,
  },
  {
    name: `POST ${base}/planChangeOrders`,
    request: () => ({
      method: 'POST',
      url: `${base}/planChangeOrders`,
      headers: key(),
      json: { planKey: 'ELECTRICITY_SAVER', startDate: inAWeek },
    }),
    expected: OWNER_MAY,
  },
  {
    name: `POST ${base}/signUpOrders`,
    request: () => ({
      method: 'POST',
      url: `${base}/signUpOrders`,
      headers: key(),
      json: {
        address: '22 Grey Street, Hamilton East',
        icpNumber: '0003456789WE5D2',
        planKey: 'ELECTRICITY',
        startDate: inAWeek,
      },
    }),
    expected: { ...NON_OWNERS_REFUSED, owner: 409, staff: 409 },
  },
];

describe('who may read the power calls', () => {
  matrix.rows(rowsOf(reads, HOLDERS_MAY));
});

describe('who may change power', () => {
  matrix.rows(changes);
});
