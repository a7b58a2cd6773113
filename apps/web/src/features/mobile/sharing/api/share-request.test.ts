import { describe, expect, it } from 'vitest';
import { SHARE_QUOTA_FALLBACK } from '@portal/contracts';
import { buildShareRequest, type ShareChoice } from './share-request';

const quota = {
  open: { allowed: true },
  recurring: { availableMb: 1000 },
  oneOff: { availableMb: 400 },
};
const allocation: ShareChoice = {
  shareType: 'AllocationSharing',
  mode: 'ShareDifferentAmount',
  kind: 'Recurring',
  amountMb: 0,
};

describe('buildShareRequest', () => {
  it('rounds a typed amount down and leaves zero amounts out', () => {
    expect(
      buildShareRequest('0271234569', { ...allocation, amountMb: 99.99 }, quota, undefined),
    ).toEqual({
      beneficiaryServiceEntity: '0271234569',
      shareType: 'AllocationSharing',
      recurringShareAmountMb: 99,
    });
    expect(
      buildShareRequest('0271234569', { ...allocation, amountMb: 0.4 }, quota, undefined),
    ).toEqual({
      beneficiaryServiceEntity: '0271234569',
      shareType: 'AllocationSharing',
    });
  });

  it('shares all of the kind’s quota and keeps the other kind the beneficiary has', () => {
    const current = {
      beneficiaryMsisdn: '0221234568',
      shareType: 'AllocationSharing' as const,
      recurringShareAmountMB: 300,
      currentMonthShareAmountMB: 50,
    };
    expect(
      buildShareRequest(
        '0221234568',
        { ...allocation, mode: 'ShareAllAmount', kind: 'OneOff' },
        quota,
        current,
      ),
    ).toEqual({
      beneficiaryServiceEntity: '0221234568',
      shareType: 'AllocationSharing',
      recurringShareAmountMb: 300,
      currentMonthShareAmountMb: 400,
    });
    expect(
      buildShareRequest(
        '0221234568',
        { ...allocation, mode: 'ShareAllAmount' },
        SHARE_QUOTA_FALLBACK,
        current,
      ),
    ).toEqual({
      beneficiaryServiceEntity: '0221234568',
      shareType: 'AllocationSharing',
      currentMonthShareAmountMb: 50,
    });
  });

  it('sends no amounts for open sharing', () => {
    expect(
      buildShareRequest(
        '0221234568',
        { ...allocation, shareType: 'OpenSharing', amountMb: 500 },
        quota,
        undefined,
      ),
    ).toEqual({ beneficiaryServiceEntity: '0221234568', shareType: 'OpenSharing' });
  });
});
