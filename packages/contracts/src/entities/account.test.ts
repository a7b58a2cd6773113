import { describe, expect, it } from 'vitest';
import { omit } from './test-utils';
import {
  accountSchema,
  accountSummarySchema,
  billDateSchema,
  FARM_SOURCE_ACCOUNT_NUMBER,
  gstDetailsSchema,
} from './account';

const billingAddress = {
  address1: '12 Kōwhai Street',
  address2: 'Ponsonby',
  address3: null,
  country: 'New Zealand',
  locationName: 'Auckland',
  postCode: '1011',
  state: null,
};

const billCycle = {
  billFrequency: 'Monthly',
  billingPeriod: 'Monthly',
  billingPeriodModifiedDate: null,
  currentBillRun: '2026-03-M15',
  displayName: 'Monthly, on the 15th',
  lastBilledDate: '2026-02-15',
  nextBillDate: '2026-03-15',
};

const ngataHousehold = {
  accountCode: '30000001',
  accountName: 'Ngata Household',
  accountOwner: { name: 'Aroha Ngata' },
  billingEmail: 'aroha@example.nz',
  billingPhoneNumber: '093601234',
  billingMobileNumber: '0211234567',
  billingAddress,
  businessGroup: 'Residential',
  billCycle,
  roles: ['AccountOwner'],
};

describe('accountSchema', () => {
  it('parses an active account and fills the defaults', () => {
    const account = accountSchema.parse(ngataHousehold);
    expect(account.externalReferences).toEqual([]);
    expect(account.dateCancelled).toBeNull();
    expect(account.billingAddress.address1).toBe('12 Kōwhai Street');
  });

  it('keeps a farm reference and a cancellation date', () => {
    const account = accountSchema.parse({
      ...ngataHousehold,
      externalReferences: [{ type: FARM_SOURCE_ACCOUNT_NUMBER, value: 'FS-88213' }],
      dateCancelled: '2025-12-01',
    });
    expect(account.externalReferences[0]?.type).toBe('FarmSourceAccountNumber');
    expect(account.dateCancelled).toBe('2025-12-01');
  });

  it('rejects unknown bill frequencies and billing periods', () => {
    const wrongFrequency = {
      ...ngataHousehold,
      billCycle: { ...billCycle, billFrequency: 'Yearly' },
    };
    const wrongPeriod = {
      ...ngataHousehold,
      billCycle: { ...billCycle, billingPeriod: 'monthly' },
    };
    expect(accountSchema.safeParse(wrongFrequency).success).toBe(false);
    expect(accountSchema.safeParse(wrongPeriod).success).toBe(false);
  });

  it('rejects malformed dates', () => {
    const wrongDate = {
      ...ngataHousehold,
      billCycle: { ...billCycle, nextBillDate: '15/03/2026' },
    };
    expect(accountSchema.safeParse(wrongDate).success).toBe(false);
    expect(
      accountSchema.safeParse({ ...ngataHousehold, dateCancelled: '2025-13-01' }).success,
    ).toBe(false);
  });

  it('rejects a missing billing address or owner', () => {
    expect(accountSchema.safeParse(omit(ngataHousehold, 'billingAddress')).success).toBe(false);
    expect(accountSchema.safeParse(omit(ngataHousehold, 'accountOwner')).success).toBe(false);
  });
});

describe('accountSummarySchema', () => {
  it('parses a summary with flattened contact details', () => {
    const summary = accountSummarySchema.parse({
      accountCode: '30000001',
      accountName: 'Ngata Household',
      contactName: 'Aroha Ngata',
      contactEmail: 'aroha@example.nz',
      contactPhone: '093601234',
      mobilePhone: '0211234567',
      address: '12 Kōwhai Street, Ponsonby, Auckland, 1011, New Zealand',
      billingAddress,
      businessGroup: 'Residential',
      billCycle,
      roles: ['AccountOwner'],
    });
    expect(summary.externalReferences).toEqual([]);
    expect(summary.dateCancelled).toBeNull();
  });
});

describe('gstDetailsSchema and billDateSchema', () => {
  it('parses GST display flag and a bill date', () => {
    expect(gstDetailsSchema.parse({ displayGstInclusiveValues: false })).toEqual({
      displayGstInclusiveValues: false,
    });
    expect(billDateSchema.safeParse({ billDate: '2026-02-15' }).success).toBe(true);
    expect(billDateSchema.safeParse({ billDate: '2026-02-15T00:00:00Z' }).success).toBe(false);
  });
});
