import { describe, expect, it } from 'vitest';
import { omit } from './test-utils';
import {
  callOrTextEventSchema,
  dataUsageEventSchema,
  dayUsageGroupSchema,
  usageCategorySchema,
} from './usage';

const call = {
  eventDate: '2026-03-01T18:42:10+13:00',
  destinationNumber: '093601234',
  durationSeconds: 185,
  isPremium: false,
  chargeIncludingGst: 0,
  chargeExcludingGst: 0,
};

describe('dataUsageEventSchema', () => {
  const event = {
    eventDate: '2026-03-01T00:00:00+13:00',
    dataVolumeBytes: 734_003_200,
    startDate: '2026-03-01T00:00:00+13:00',
    endDate: '2026-03-01T23:59:59+13:00',
    usageByServiceEntities: [
      { serviceEntity: '0211234567', dataVolumeBytes: 524_288_000 },
      { serviceEntity: '0221234568', dataVolumeBytes: 209_715_200 },
    ],
  };

  it('parses a shared-pool data event', () => {
    expect(dataUsageEventSchema.parse(event)).toEqual(event);
  });

  it('rejects fractional or negative byte counts and dates without an offset', () => {
    expect(dataUsageEventSchema.safeParse({ ...event, dataVolumeBytes: 1.5 }).success).toBe(false);
    expect(dataUsageEventSchema.safeParse({ ...event, dataVolumeBytes: -1 }).success).toBe(false);
    expect(
      dataUsageEventSchema.safeParse({ ...event, startDate: '2026-03-01 00:00' }).success,
    ).toBe(false);
  });
});

describe('callOrTextEventSchema', () => {
  it('parses a call and rejects a fractional charge', () => {
    expect(callOrTextEventSchema.parse(call)).toEqual(call);
    expect(callOrTextEventSchema.safeParse({ ...call, chargeIncludingGst: 0.99 }).success).toBe(
      false,
    );
  });

  it('rejects an event without a destination', () => {
    expect(callOrTextEventSchema.safeParse(omit(call, 'destinationNumber')).success).toBe(false);
  });
});

describe('dayUsageGroupSchema', () => {
  it('parses a day with standard and premium groups', () => {
    const premiumCall = {
      ...call,
      destinationNumber: '0900123456',
      isPremium: true,
      chargeIncludingGst: 299,
    };
    const day = {
      date: '2026-03-01',
      standardGroup: { events: [call], totalUsage: 185, youUsed: 185, youShared: 0, totalPrice: 0 },
      premiumGroup: {
        events: [premiumCall],
        totalUsage: 185,
        youUsed: 185,
        youShared: 0,
        totalPrice: 299,
      },
    };
    expect(dayUsageGroupSchema.parse(day)).toEqual(day);
    expect(dayUsageGroupSchema.safeParse({ ...day, date: '2026-03-01T00:00:00Z' }).success).toBe(
      false,
    );
  });
});

describe('usageCategorySchema', () => {
  it('holds exactly the five labels', () => {
    expect(usageCategorySchema.options).toEqual([
      'Allocated Data',
      'Carryover and Bonus Data',
      'Overage Data',
      'Total Used',
      'Total Remaining',
    ]);
    expect(usageCategorySchema.safeParse('Total used').success).toBe(false);
  });
});
