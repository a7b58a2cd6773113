import { describe, expect, it } from 'vitest';
import {
  dataShareBeneficiarySchema,
  SHARE_QUOTA_FALLBACK,
  sharedDataPoolDailyUsageSchema,
  sharedDataPoolMonthlyUsageSchema,
  sharedDataPoolSchema,
  shareQuotaSchema,
} from './sharing';

describe('sharedDataPoolSchema', () => {
  const pool = {
    configurationHistory: [
      {
        activatedAt: '2025-03-15T00:00:00+13:00',
        deactivatedAt: '2025-09-15T00:00:00+12:00',
        poolType: 'Open',
        plan: { dataPoolSizeGb: 40, dataSharerType: 'standard' },
      },
      {
        activatedAt: '2025-09-15T00:00:00+12:00',
        deactivatedAt: null,
        poolType: 'Open',
        plan: { dataPoolSizeGb: 60, dataSharerType: 'standard' },
      },
    ],
  };

  it('parses a pool with an active configuration', () => {
    expect(sharedDataPoolSchema.parse(pool)).toEqual(pool);
  });

  it('rejects an unknown pool type', () => {
    const [first] = pool.configurationHistory;
    expect(
      sharedDataPoolSchema.safeParse({ configurationHistory: [{ ...first, poolType: 'Shared' }] })
        .success,
    ).toBe(false);
  });

  it('parses monthly and daily usage entries', () => {
    const month = {
      billDate: '2026-02-15',
      planGb: 60,
      startingCarryoverBalanceGb: 12.5,
      finalCarryoverBalanceGb: 8.25,
    };
    expect(sharedDataPoolMonthlyUsageSchema.parse(month)).toEqual(month);
    expect(
      sharedDataPoolDailyUsageSchema.parse({ date: '2026-02-16', dataVolumeBytes: 1_073_741_824 }),
    ).toEqual({
      date: '2026-02-16',
      dataVolumeBytes: 1_073_741_824,
    });
    expect(
      sharedDataPoolDailyUsageSchema.safeParse({ date: '2026-02-16', dataVolumeBytes: 0.5 })
        .success,
    ).toBe(false);
  });
});

describe('dataShareBeneficiarySchema', () => {
  const beneficiary = {
    beneficiaryMsisdn: '0221234568',
    shareType: 'AllocationSharing',
    recurringShareAmountMB: 2048,
    currentMonthShareAmountMB: 0,
  };

  it('parses a recurring allocation', () => {
    expect(dataShareBeneficiarySchema.parse(beneficiary)).toEqual(beneficiary);
  });

  it('rejects the short share type values and fractional MB', () => {
    expect(
      dataShareBeneficiarySchema.safeParse({ ...beneficiary, shareType: 'Allocation' }).success,
    ).toBe(false);
    expect(
      dataShareBeneficiarySchema.safeParse({ ...beneficiary, recurringShareAmountMB: 10.5 })
        .success,
    ).toBe(false);
  });
});

describe('shareQuotaSchema', () => {
  it('parses a quota and the fallback', () => {
    const quota = {
      open: { allowed: true },
      oneOff: { availableMb: 5120 },
      recurring: { availableMb: 3072 },
    };
    expect(shareQuotaSchema.parse(quota)).toEqual(quota);
    expect(shareQuotaSchema.parse(SHARE_QUOTA_FALLBACK)).toEqual(SHARE_QUOTA_FALLBACK);
  });

  it('rejects a quota missing a part', () => {
    expect(
      shareQuotaSchema.safeParse({ open: { allowed: false }, oneOff: { availableMb: 0 } }).success,
    ).toBe(false);
  });
});
