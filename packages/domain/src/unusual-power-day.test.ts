import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from './nz-date';
import type { ConsumptionPeriod } from './power-consumption';
import { unusualPowerDays } from './unusual-power-day';

const days = (kwhs: readonly number[], start = '2026-11-01'): ConsumptionPeriod[] =>
  kwhs.map((kwh, index) => ({
    from: addDays(start, index),
    to: addDays(start, index + 1),
    days: 1,
    kwh,
    estimated: false,
  }));

describe('unusual power days', () => {
  it('finds a day far above the weeks before it', () => {
    const found = unusualPowerDays(days([...Array<number>(14).fill(20), 41]));
    expect(found).toEqual([{ date: '2026-11-15', kwh: 41, typicalKwh: 20 }]);
  });

  it('leaves a small home’s small swing, an estimate, a long period and a thin history', () => {
    expect(unusualPowerDays(days([...Array<number>(14).fill(3), 7]))).toEqual([]);
    const estimated = days([...Array<number>(14).fill(20), 60]).map((d, i) =>
      i === 14 ? { ...d, estimated: true } : d,
    );
    expect(unusualPowerDays(estimated)).toEqual([]);
    expect(unusualPowerDays(days([20, 20, 20, 60]))).toEqual([]);
    const twoDays = days([...Array<number>(14).fill(20), 80]).map((d, i) =>
      i === 14 ? { ...d, days: 2 } : d,
    );
    expect(unusualPowerDays(twoDays)).toEqual([]);
  });

  it('names only days well above their typical day', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 80 }), { maxLength: 60 }), (kwhs) => {
        for (const day of unusualPowerDays(days(kwhs))) {
          expect(day.kwh).toBeGreaterThanOrEqual(day.typicalKwh * 1.8);
          expect(day.kwh - day.typicalKwh).toBeGreaterThanOrEqual(5);
        }
      }),
    );
  });

  it('never finds a steady home unusual', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), fc.nat({ max: 60 }), (kwh, length) => {
        expect(unusualPowerDays(days(Array<number>(length).fill(kwh)))).toEqual([]);
      }),
    );
  });
});
