import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './nz-date';
import {
  averageDailyKwh,
  consumptionPeriods,
  estimatePowerCostCents,
  powerRatesInView,
  powerUsageCostCents,
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

const ELECTRICITY = [
  { unit: 'day', centsIncludingGst: 276, centsExcludingGst: 240 },
  { unit: 'kWh', centsIncludingGst: 27.85, centsExcludingGst: 24.2174 },
];

describe('powerRatesInView', () => {
  it('takes the daily charge and anytime rate incl. or excl. GST', () => {
    expect(powerRatesInView(ELECTRICITY, true)).toEqual({ dailyCents: 276, perKwhCents: 27.85 });
    expect(powerRatesInView(ELECTRICITY, false)).toEqual({
      dailyCents: 240,
      perKwhCents: 24.2174,
    });
    expect(powerRatesInView([], true)).toEqual({ dailyCents: 0, perKwhCents: 0 });
  });
});

/** Cents with up to four decimals, as the rates column keeps them. */
const rateCents = (max: number) => fc.integer({ min: 0, max: max * 10_000 }).map((n) => n / 10_000);
const rates = fc.record({ dailyCents: rateCents(500), perKwhCents: rateCents(100) });
const kwh = fc.integer({ min: 0, max: 500 });

describe('powerUsageCostCents', () => {
  it('is a day’s kWh at the anytime rate plus the daily charge, each rounded to the cent', () => {
    const inclusive = powerRatesInView(ELECTRICITY, true);
    // 18 × 27.85 = 501.3c, + 276c.
    expect(powerUsageCostCents(inclusive, 18, 1)).toBe(777);
    // 10 × 27.85 = 278.5c exactly on paper (278.50000000000003 in floating point): up.
    expect(powerUsageCostCents(inclusive, 10, 1)).toBe(276 + 279);
    // Excl. GST: 18 × 24.2174 = 435.9132c, + 240c.
    expect(powerUsageCostCents(powerRatesInView(ELECTRICITY, false), 18, 1)).toBe(676);
    // A daily charge with a fraction of a cent ($2.599 a day).
    expect(powerUsageCostCents({ dailyCents: 259.9, perKwhCents: 0 }, 0, 1)).toBe(260);
  });

  it('rounds half a cent up, never down, whatever the floating point', () => {
    // For these kWh, (n + 0.5) / kWh has at most four decimals: a rate the catalogue could
    // hold that makes the energy exactly n and a half cents.
    const used = fc.constantFrom(1, 2, 4, 5, 8, 10, 20, 25, 40, 50, 100, 125, 200, 250, 500);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), used, (cents, kwhUsed) => {
        const perKwhCents = Math.round(((cents + 0.5) / kwhUsed) * 10_000) / 10_000;
        expect(powerUsageCostCents({ dailyCents: 0, perKwhCents }, kwhUsed, 1)).toBe(cents + 1);
      }),
    );
  });

  it('is whole cents within half a cent of each part, and grows with use', () => {
    fc.assert(
      fc.property(rates, kwh, fc.integer({ min: 1, max: 31 }), (r, used, days) => {
        const cost = powerUsageCostCents(r, used, days);
        expect(Number.isSafeInteger(cost)).toBe(true);
        const exact = days * r.dailyCents + used * r.perKwhCents;
        expect(Math.abs(cost - exact)).toBeLessThanOrEqual(1 + 1e-9);
        expect(powerUsageCostCents(r, used + 1, days)).toBeGreaterThanOrEqual(cost);
        expect(powerUsageCostCents(r, 0, days)).toBe(Math.round(days * r.dailyCents + 1e-9));
      }),
    );
  });

  it('never costs less incl. GST than excl.', () => {
    fc.assert(
      fc.property(rateCents(500), rateCents(100), kwh, (daily, perKwh, used) => {
        const inclusive = { dailyCents: daily * 1.15, perKwhCents: perKwh * 1.15 };
        expect(powerUsageCostCents(inclusive, used, 1)).toBeGreaterThanOrEqual(
          powerUsageCostCents({ dailyCents: daily, perKwhCents: perKwh }, used, 1),
        );
      }),
    );
  });
});
