import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonthsToDay,
  CONSUMPTION_RANGE_LENGTH_MESSAGE,
  CONSUMPTION_RANGE_ORDER_MESSAGE,
  consumptionRangeProblem,
  halfHourRangeAllowed,
} from './consumption-range';
import { addDays, daysBetween } from './nz-date';

describe('a consumption download range', () => {
  it.each([
    ['2025-01-01', '2026-12-31', undefined],
    ['2025-01-01', '2027-01-01', CONSUMPTION_RANGE_LENGTH_MESSAGE],
    ['2026-03-10', '2026-03-10', undefined],
    ['2026-03-10', '2026-03-09', CONSUMPTION_RANGE_ORDER_MESSAGE],
    ['2024-02-29', '2026-02-27', undefined],
    ['2024-02-29', '2026-02-28', CONSUMPTION_RANGE_LENGTH_MESSAGE],
  ])('%s to %s: %s', (from, to, problem) => {
    expect(consumptionRangeProblem(from, to)).toBe(problem);
  });

  it('allows any range of up to 24 months and nothing longer', () => {
    const day = fc.integer({ min: 0, max: 5_000 }).map((offset) => addDays('2015-01-01', offset));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 1_000 }), (from, length) => {
        const to = addDays(from, length);
        const allowed = consumptionRangeProblem(from, to) === undefined;
        // 24 months are 730 or 731 days.
        if (length < 730) expect(allowed).toBe(true);
        if (length > 730) expect(allowed).toBe(false);
        expect(addMonthsToDay(from, 24) > from).toBe(true);
        expect(daysBetween(from, addMonthsToDay(from, 24))).toBeGreaterThanOrEqual(729);
      }),
    );
  });

  it('keeps half-hours to a month', () => {
    expect(halfHourRangeAllowed('2026-03-01', '2026-03-31')).toBe(true);
    expect(halfHourRangeAllowed('2026-03-01', '2026-04-01')).toBe(false);
  });
});
