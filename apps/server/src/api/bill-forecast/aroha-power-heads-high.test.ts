import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../db/testing';
import { getBillForecast } from './get-bill-forecast';

/**
 * The demo data's promise (issue 28): on any day after Aroha's bill date, her power is
 * running well above her usual for this time of year. Seeded for days of several seasons,
 * a day and most of a month into the period; the forecast is asked as of that day.
 */
describe('Aroha’s power bill in the demo data', () => {
  it.each(['2026-03-06T01:00:00Z', '2026-07-04T01:00:00Z', '2026-12-20T01:00:00Z'])(
    'is heading above her usual on %s',
    async (instant) => {
      const now = new Date(instant);
      const handle = await openTestDatabase({ seed: true, today: now });
      try {
        const forecast = await getBillForecast(handle.db, '30000001', now);
        const power = forecast.reasons.find((reason) => reason.kind === 'power');
        expect(power?.text).toMatch(
          /^Power use is running \d+% above your usual for this time of year$/,
        );
        expect(Number(/(\d+)%/.exec(power?.text ?? '')?.[1])).toBeGreaterThanOrEqual(15);
        // Her power part heads above what these weeks usually cost her.
        const part = forecast.parts.find((p) => p.kind === 'power');
        expect(part?.amount).toBeGreaterThan(part?.usual ?? Infinity);
      } finally {
        await handle.close();
      }
    },
    120_000,
  );
});
