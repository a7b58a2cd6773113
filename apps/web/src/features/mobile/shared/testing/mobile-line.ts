import type { MobileServiceDetails } from '@portal/contracts';

const GB = 1024 ** 3;

/** A mobile line as GET …/mobileServices gives it to the mobile pages; overrides pick the case. */
export function aMobileLine(
  entity: string,
  overrides: Partial<MobileServiceDetails> = {},
): MobileServiceDetails {
  return {
    serviceEntity: entity,
    service: 'mobile2_linerental',
    serviceEntityDescription: null,
    status: 'Active',
    isPrepay: false,
    planKey: 'GROUP_MEMBER',
    planDescription: 'Group Member',
    isPaused: false,
    pausedAt: null,
    simBlocked: false,
    spendLimit: null,
    barSettings: { internationalCalls: false, premiumRateServices: false, roaming: false },
    allowance: {
      periodStart: '2026-11-05',
      unlimited: false,
      capBytes: 60 * GB,
      carryoverBytes: 0,
      usedBytes: 15 * GB,
      remainingBytes: 45 * GB,
      sharedWithGroup: true,
    },
    pendingNumber: null,
    ...overrides,
  };
}
