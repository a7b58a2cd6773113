import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { powerConnectionSchema, type PowerConnection } from '@portal/contracts';
import { addDays, toNzDateKey } from '@portal/domain';
import { accounts, meters } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { peopleOf } from '../accounts/accounts-test-kit';

let testApp: TestApp;
const people = peopleOf(() => testApp);
const db = () => testApp.database.db;
const AROHA = 'aroha@example.nz';
const AROHA_POWER = '/api/accounts/30000001/power';
const today = toNzDateKey(new Date());

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
}, 300_000);
afterAll(async () => {
  await testApp.close();
});

const connection = async (): Promise<PowerConnection> =>
  powerConnectionSchema.parse(await people.data(AROHA, AROHA_POWER));
const rateOf = (power: PowerConnection, unit: 'day' | 'kWh') =>
  power.plan.rates.find((rate) => rate.unit === unit);

describe('power use by day', () => {
  it('gives a smart meter’s last 28 days, each with its kWh and its cost incl. GST', async () => {
    const power = await connection();
    expect(power.meters.every((meter) => meter.isSmart)).toBe(true);
    expect(power.consumptionBy).toBe('day');
    expect(power.consumption).toHaveLength(28);
    expect(power.consumption.map((day) => day.from)).toEqual(
      Array.from({ length: 28 }, (_, i) => addDays(today, i - 28)),
    );
    expect(
      power.consumption.every((day) => day.days === 1 && day.to === addDays(day.from, 1)),
    ).toBe(true);
    // Some of the days rest on an estimated read, as a smart meter's do now and then.
    expect(power.consumption.some((day) => day.estimated)).toBe(true);
    // ELECTRICITY: $2.76 a day and 27.85c per kWh, incl. GST; each part to the cent.
    expect(rateOf(power, 'day')?.centsIncludingGst).toBe(276);
    expect(rateOf(power, 'kWh')?.centsIncludingGst).toBe(27.85);
    for (const day of power.consumption) {
      expect(day.kwh).toBeGreaterThan(0);
      expect(day.costCents).toBe(276 + Math.round(day.kwh * 27.85 + 1e-9));
    }
  });

  it('costs the days excl. GST for an account that shows prices so', async () => {
    await db()
      .update(accounts)
      .set({ displayGstInclusiveValues: false })
      .where(eq(accounts.accountCode, '30000001'));
    try {
      const power = await connection();
      const daily = rateOf(power, 'day')?.centsExcludingGst ?? Number.NaN;
      const perKwh = rateOf(power, 'kWh')?.centsExcludingGst ?? Number.NaN;
      expect(power.displayGstInclusiveValues).toBe(false);
      for (const day of power.consumption) {
        expect(day.costCents).toBe(Math.round(daily) + Math.round(day.kwh * perKwh));
      }
    } finally {
      await db()
        .update(accounts)
        .set({ displayGstInclusiveValues: true })
        .where(eq(accounts.accountCode, '30000001'));
    }
  });

  it('keeps periods between readings, without a cost, for a meter that is not smart', async () => {
    await db().update(meters).set({ isSmart: false }).where(eq(meters.meterSerial, 'MTR-4400127'));
    try {
      const power = await connection();
      expect(power.consumptionBy).toBe('reading');
      expect(power.consumption).toHaveLength(13);
      expect(power.consumption.every((period) => period.costCents === null)).toBe(true);
    } finally {
      await db().update(meters).set({ isSmart: true }).where(eq(meters.meterSerial, 'MTR-4400127'));
    }
  });
});
