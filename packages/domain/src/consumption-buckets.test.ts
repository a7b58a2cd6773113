import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consumptionBuckets } from './consumption-buckets';
import { totalWh, type ConsumptionInterval } from './consumption-interval';
import { consumptionCsv } from './consumption-csv';

const HALF_HOUR_MS = 30 * 60_000;
// 23:00 NZST on 30 June 2026: the last hour of June, then July.
const START = Date.UTC(2026, 5, 30, 11);

function halfHours(amounts: readonly number[]): ConsumptionInterval[] {
  return amounts.map((wh, index) => ({
    start: new Date(START + index * HALF_HOUR_MS).toISOString(),
    end: new Date(START + (index + 1) * HALF_HOUR_MS).toISOString(),
    wh,
    estimated: index === 3,
  }));
}

describe('consumptionBuckets', () => {
  it('adds half-hours up by Auckland month and day, flagging what is mostly estimated', () => {
    const intervals = halfHours([100, 200, 300, 400, 500]);
    // July: 400 of its 1,200 Wh estimated, a third: measured, as a person reads it.
    expect(consumptionBuckets(intervals, 'month')).toEqual([
      { key: '2026-06', wh: 300, estimated: false },
      { key: '2026-07', wh: 1_200, estimated: false },
    ]);
    expect(consumptionBuckets(halfHours([100, 200, 300, 900, 0]), 'month')).toEqual([
      { key: '2026-06', wh: 300, estimated: false },
      { key: '2026-07', wh: 1_200, estimated: true },
    ]);
    expect(consumptionBuckets(halfHours([0, 0, 0, 0]), 'halfHour').map((b) => b.estimated)).toEqual(
      [false, false, false, true],
    );
    expect(consumptionBuckets(intervals, 'day').map((b) => b.key)).toEqual([
      '2026-06-30',
      '2026-07-01',
    ]);
    expect(consumptionBuckets(intervals, 'halfHour')).toHaveLength(5);
  });

  it('keeps the total at every grain', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 400 }), (amounts) => {
        const intervals = halfHours(amounts);
        for (const grain of ['month', 'day', 'halfHour'] as const) {
          expect(totalWh(consumptionBuckets(intervals, grain))).toBe(totalWh(intervals));
        }
      }),
    );
  });
});

describe('consumptionCsv', () => {
  it('writes one row per interval in Auckland time, estimates named', () => {
    const lines = consumptionCsv('0000012345AB123', 'MTR-1', halfHours([1_500, 20, 0, 7])).split(
      '\r\n',
    );
    expect(lines[0]).toBe('ICP,Meter,Start,End,Time zone,kWh,Read');
    expect(lines[1]).toBe(
      '0000012345AB123,MTR-1,30/06/2026 23:00,30/06/2026 23:30,NZST,1.500,Actual',
    );
    expect(lines[4]).toBe(
      '0000012345AB123,MTR-1,01/07/2026 00:30,01/07/2026 01:00,NZST,0.007,Estimate',
    );
    expect(lines).toHaveLength(6);
  });
});
