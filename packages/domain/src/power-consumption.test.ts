import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './nz-date';
import {
  averageDailyKwh,
  consumptionPeriods,
  estimatePowerCostCents,
  type RegisterReading,
} from './power-consumption';

const reading = (
  readAt: string,
  readingKwh: number,
  readingType: 'Actual' | 'Estimated' = 'Actual',
  meterChanged = false,
): RegisterReading => ({ readAt, readingKwh, readingType, meterChanged });

describe('consumptionPeriods', () => {
  it('gives the kWh between consecutive readings, oldest first, in any input order', () => {
    const periods = consumptionPeriods([
      reading('2026-10-01', 1_600, 'Estimated'),
      reading('2026-08-01', 1_000),
      reading('2026-09-01', 1_300),
    ]);
    expect(periods).toEqual([
      { from: '2026-08-01', to: '2026-09-01', days: 31, kwh: 300, estimated: false },
      { from: '2026-09-01', to: '2026-10-01', days: 30, kwh: 300, estimated: true },
    ]);
    expect(averageDailyKwh(periods)).toBeCloseTo(600 / 61);
  });

  it('leaves out the period that ends on a new meter’s first reading', () => {
    const periods = consumptionPeriods([
      reading('2026-08-01', 9_000),
      reading('2026-09-01', 10, 'Actual', true),
      reading('2026-10-01', 310),
    ]);
    expect(periods).toEqual([
      { from: '2026-09-01', to: '2026-10-01', days: 30, kwh: 300, estimated: false },
    ]);
  });

  it('reads timestamps as NZ days', () => {
    const [period] = consumptionPeriods([
      reading('2026-07-31T18:00:00.000Z', 100), // 1 August 06:00 in Auckland
      reading('2026-08-31T18:00:00.000Z', 400),
    ]);
    expect(period).toMatchObject({ from: '2026-08-01', to: '2026-09-01' });
  });

  it('sums to the rise of the register when readings only go up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ gap: fc.integer({ min: 1, max: 60 }), used: fc.nat(3_000) }), {
          minLength: 1,
          maxLength: 20,
        }),
        (steps) => {
          let date = '2026-01-01';
          let register = 5_000;
          const readings = [reading(date, register)];
          for (const step of steps) {
            date = addDays(date, step.gap);
            register += step.used;
            readings.push(reading(date, register));
          }
          const total = consumptionPeriods(readings).reduce((sum, p) => sum + p.kwh, 0);
          expect(total).toBe(register - 5_000);
        },
      ),
    );
  });
});

describe('estimatePowerCostCents', () => {
  it('adds the daily charge to the use', () => {
    expect(estimatePowerCostCents({ dailyCents: 276, perKwhCents: 27.85 }, 20, 30)).toBe(
      Math.round(30 * (276 + 20 * 27.85)),
    );
  });
});
