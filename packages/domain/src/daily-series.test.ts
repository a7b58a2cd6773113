import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fillDailySeries } from './daily-series';
import { addDays, daysBetween } from './nz-date';

describe('daily series', () => {
  it('fills missing days with zero and adds same-day values', () => {
    expect(
      fillDailySeries(
        [
          { date: '2026-03-02', value: 5 },
          { date: '2026-03-02', value: 2 },
          { date: '2026-03-09', value: 1 },
        ],
        '2026-03-01',
        '2026-03-03',
      ),
    ).toEqual([
      { date: '2026-03-01', value: 0 },
      { date: '2026-03-02', value: 7 },
      { date: '2026-03-03', value: 0 },
    ]);
    expect(fillDailySeries([], '2026-03-03', '2026-03-01')).toEqual([]);
  });

  it('a filled series has one entry per day and keeps in-range totals', () => {
    const day = fc.integer({ min: 0, max: 40 }).map((n) => addDays('2026-01-01', n));
    fc.assert(
      fc.property(fc.array(fc.record({ date: day, value: fc.nat(1000) })), (points) => {
        const series = fillDailySeries(points, '2026-01-01', '2026-01-31');
        expect(series).toHaveLength(31);
        const inRange = points.filter((p) => daysBetween(p.date, '2026-01-31') >= 0);
        const total = (xs: { value: number }[]) => xs.reduce((t, x) => t + x.value, 0);
        expect(total(series)).toBe(total(inRange));
      }),
    );
  });
});
