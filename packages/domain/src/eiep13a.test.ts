import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totalWh, type ConsumptionInterval } from './consumption-interval';
import { formatEiep13a, parseEiep13a, type Eiep13aFile } from './eiep13a';

const HALF_HOUR_MS = 30 * 60_000;

/** Consecutive half-hours from an instant. */
function halfHours(startMs: number, amounts: readonly [number, boolean][]): ConsumptionInterval[] {
  return amounts.map(([wh, estimated], index) => ({
    start: new Date(startMs + index * HALF_HOUR_MS).toISOString(),
    end: new Date(startMs + (index + 1) * HALF_HOUR_MS).toISOString(),
    wh,
    estimated,
  }));
}

const file = (intervals: readonly ConsumptionInterval[]): Eiep13aFile => ({
  sender: 'PRTL',
  recipient: 'CUST',
  createdAt: new Date('2026-12-07T01:30:00Z'),
  uniqueId: 'ICPCONS-1',
  icp: '0000012345AB123',
  meterSerial: 'MTR-4400127',
  from: '2026-04-04',
  to: '2026-04-06',
  intervals,
});

// 2026's changes: NZDT ends 14:00 UTC on 4 April, starts 14:00 UTC on 26 September.
const AUTUMN_CHANGE = Date.UTC(2026, 3, 4, 14);
const SPRING_CHANGE = Date.UTC(2026, 8, 26, 14);

describe('an EIEP13A file', () => {
  it('writes the header and a DET record per half-hour, estimates flagged ES', () => {
    // 2:30 NZDT on 5 April, then the clocks go back and 2:00 to 3:00 comes again in NZST.
    const text = formatEiep13a(
      file(
        halfHours(AUTUMN_CHANGE - HALF_HOUR_MS, [
          [250, false],
          [1_125, true],
          [80, false],
        ]),
      ),
    );
    expect(text.split('\r\n')).toEqual([
      'HDR,ICPCONS,1.4,PRTL,PRTL,CUST,07/12/2026,14:30:00,ICPCONS-1,3,04/04/2026,06/04/2026',
      'DET,0000012345AB123,000,NZDT,MTR-4400127,X,UN,24,05/04/2026 02:30:01,05/04/2026 03:00:00,RD,0.250,',
      'DET,0000012345AB123,000,NZST,MTR-4400127,X,UN,24,05/04/2026 02:00:01,05/04/2026 02:30:00,ES,1.125,',
      'DET,0000012345AB123,000,NZST,MTR-4400127,X,UN,24,05/04/2026 02:30:01,05/04/2026 03:00:00,RD,0.080,',
      '',
    ]);
  });

  it('reads back to the same intervals and totals, across both clock changes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(AUTUMN_CHANGE, SPRING_CHANGE),
        fc.integer({ min: -60, max: 10 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9_999 }), fc.boolean()), { maxLength: 120 }),
        (change, offsetHalfHours, amounts) => {
          const intervals = halfHours(change + offsetHalfHours * HALF_HOUR_MS, amounts);
          const read = parseEiep13a(formatEiep13a(file(intervals)));
          expect(read.intervals).toEqual(intervals);
          expect(totalWh(read.intervals)).toBe(totalWh(intervals));
          expect(read.detailCount).toBe(intervals.length);
        },
      ),
    );
  });

  it('reads back day and bill-period records too, where a meter has no half-hours', () => {
    const periods: ConsumptionInterval[] = [
      {
        start: '2026-08-11T12:00:00.000Z',
        end: '2026-09-11T12:00:00.000Z',
        wh: 612_000,
        estimated: false,
      },
      // Spans the spring change: both ends are written in NZST.
      {
        start: '2026-09-11T12:00:00.000Z',
        end: '2026-10-11T11:00:00.000Z',
        wh: 540_000,
        estimated: true,
      },
    ];
    const text = formatEiep13a(file(periods));
    expect(text).toContain('12/09/2026 00:00:01,11/10/2026 23:00:00,ES,540.000');
    expect(parseEiep13a(text).intervals).toEqual(periods);
  });

  it('refuses what is not one', () => {
    expect(() => parseEiep13a('Date,kWh\r\n')).toThrow(/not an ICPCONS header/);
    const text = formatEiep13a(file(halfHours(AUTUMN_CHANGE, [[1, false]])));
    expect(() => parseEiep13a(text.replace(',RD,', ',XX,'))).toThrow(/RD or ES/);
    expect(() => parseEiep13a(text.replace(',1,', ',2,'))).toThrow(/counts 2/);
  });
});
