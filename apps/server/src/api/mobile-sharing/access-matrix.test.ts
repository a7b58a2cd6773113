import { describe, expect, it } from 'vitest';
import type { BrowserRequest } from '../../test/test-browser';
import {
  accessMatrix,
  HOLDERS_MAY,
  OWNER_MAY,
  rowsOf,
  type AccessRow,
} from '../../test/access-matrix';
import { DEMO_RECURRING_MB, MEMBER, management, ordering } from './testing';

const matrix = accessMatrix();

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

describe('who may read a line’s sharing', () => {
  matrix.rows(rowsOf(reads, HOLDERS_MAY));
});

describe('who may change a line’s sharing', () => {
  matrix.rows([
    ...rowsOf([validate, setDemoShare], OWNER_MAY),
    {
      request: removeDemoShare,
      expected: OWNER_MAY,
      // The owner shares the demo's data again after each removal, for the next caller.
      restore: async () => {
        expect(await matrix.statusOf('owner', setDemoShare)).toBe(200);
      },
    },
  ]);
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
  matrix.rows(
    foreign.map((request): AccessRow => ({
      name: `${request.method ?? 'GET'} ${request.url} is refused`,
      request,
      // The owner of 30000001 and staff alike: the account code is not the line's.
      expected: { owner: 403, staff: 403 },
    })),
  );

  it('and nothing was shared from it', async () => {
    expect(
      await matrix.data('otherCustomer', `${management('0211234580', '30000301')}/beneficiaries`),
    ).toEqual([]);
  });
});
