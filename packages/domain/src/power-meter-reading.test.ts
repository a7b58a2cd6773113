import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './nz-date';
import {
  checkMeterReading,
  highestPlausibleReading,
  MAX_PLAUSIBLE_KWH_PER_DAY,
} from './power-meter-reading';

const last = { readingKwh: 40_000, readDate: '2026-10-20' };
const thirtyDaysOn = '2026-11-19';

describe('checkMeterReading', () => {
  it('accepts a reading a little above the last actual one', () => {
    expect(
      checkMeterReading({ readingKwh: 40_600, readDate: thirtyDaysOn, meterChanged: false }, last),
    ).toEqual({ ok: true });
  });

  it('refuses a reading lower than the last actual one, naming it', () => {
    const check = checkMeterReading(
      { readingKwh: 39_999, readDate: thirtyDaysOn, meterChanged: false },
      last,
    );
    expect(check).toMatchObject({ ok: false, reason: 'LowerThanLastActual' });
    expect(check.ok ? '' : check.message).toContain('40,000 kWh on 20/10/2026');
  });

  it('accepts a lower reading when the meter was changed', () => {
    expect(
      checkMeterReading({ readingKwh: 12, readDate: thirtyDaysOn, meterChanged: true }, last),
    ).toEqual({ ok: true });
  });

  it('refuses more than 200 kWh a day since the last actual reading', () => {
    expect(MAX_PLAUSIBLE_KWH_PER_DAY).toBe(200);
    const limit = 40_000 + 30 * 200;
    expect(
      checkMeterReading({ readingKwh: limit, readDate: thirtyDaysOn, meterChanged: false }, last),
    ).toEqual({ ok: true });
    expect(
      checkMeterReading(
        { readingKwh: limit + 1, readDate: thirtyDaysOn, meterChanged: false },
        last,
      ),
    ).toMatchObject({ ok: false, reason: 'ImplausiblyHigh' });
  });

  it('allows a day of use on the same day as the last reading', () => {
    expect(highestPlausibleReading(100, 0)).toBe(300);
  });

  it('accepts any whole reading when there is no actual reading yet', () => {
    expect(
      checkMeterReading({ readingKwh: 5, readDate: thirtyDaysOn, meterChanged: false }, null),
    ).toEqual({ ok: true });
  });

  it('refuses fractions, negatives and more than six digits', () => {
    for (const readingKwh of [1.5, -1, 1_000_000, Number.NaN]) {
      expect(
        checkMeterReading({ readingKwh, readDate: thirtyDaysOn, meterChanged: true }, null),
      ).toMatchObject({ ok: false, reason: 'NotAWholeNumber' });
    }
  });

  it('accepts exactly the readings from the last actual one up to 200 kWh a day after it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500_000 }),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: -1_000, max: 100_000 }),
        (lastKwh, days, delta) => {
          const readingKwh = lastKwh + delta;
          const check = checkMeterReading(
            { readingKwh, readDate: addDays('2026-01-01', days), meterChanged: false },
            { readingKwh: lastKwh, readDate: '2026-01-01' },
          );
          const expected = delta >= 0 && delta <= days * MAX_PLAUSIBLE_KWH_PER_DAY;
          expect(check.ok).toBe(expected);
        },
      ),
    );
  });

  it('accepts any whole register value when the meter was changed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (readingKwh) => {
        expect(
          checkMeterReading({ readingKwh, readDate: thirtyDaysOn, meterChanged: true }, last).ok,
        ).toBe(true);
      }),
    );
  });
});
