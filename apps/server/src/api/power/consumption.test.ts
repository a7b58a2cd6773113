import { describe, expect, it } from 'vitest';
import {
  consumptionSchema,
  invoiceDetailSchema,
  invoiceListSchema,
  type InvoiceSummary,
} from '@portal/contracts';
import {
  addDays,
  CONSUMPTION_RANGE_LENGTH_MESSAGE,
  CONSUMPTION_RANGE_ORDER_MESSAGE,
  HALF_HOUR_RANGE_MESSAGE,
  parseEiep13a,
  toNzDateKey,
  totalWh,
} from '@portal/domain';
import { meterIntervalReads } from '../../db/schema';
import { appForTests } from '../../test/test-app';

const { testApp, people } = appForTests({ seed: true }, 300_000);
const AROHA = 'aroha@example.nz';
const MERE = 'mere@example.nz';
const LIAM = 'liam@example.nz';
const SAM = 'sam.sales@example.nz';
const ICP = '0001234567UN7E1';
const POWER = '/api/accounts/30000001/power';
const BILLS = '/api/visibill/v2/accounts/30000001';
const today = toNzDateKey(new Date());

const range = (from: string, to: string) => `icp=${ICP}&from=${from}&to=${to}`;
const messageOf = (body: string) => (JSON.parse(body) as { message: string }).message;

/** kWh billed on a bill, read from its Anytime line's quantity (`612 kWh`). */
async function billedKwh(invoice: InvoiceSummary): Promise<number> {
  const detail = invoiceDetailSchema.parse(
    await people.data(AROHA, `${BILLS}/invoices/${invoice.invoiceId}`),
  );
  const quantities = detail.groups.flatMap((group) => group.lines.map((line) => line.quantity));
  const kwh = quantities.map((q) => /^(\d+) kWh$/.exec(q ?? '')?.[1]).find(Boolean);
  if (kwh === undefined) throw new Error(`no kWh line on ${invoice.invoiceId}`);
  return Number(kwh);
}

/** Aroha's three newest bills, oldest first. */
async function lastThreeBills(): Promise<InvoiceSummary[]> {
  const list = invoiceListSchema.parse(await people.data(AROHA, `${BILLS}/invoices`));
  return list.invoices.slice(0, 3).reverse();
}

describe('your consumption data: EIEP13A', () => {
  it('downloads a file that reads back to the kWh of her last three bills', async () => {
    const bills = await lastThreeBills();
    const from = bills[0]!.periodStart;
    const to = bills.at(-1)!.periodEnd;
    const response = await people.call(AROHA, {
      url: `${POWER}/consumption.eiep13a?${range(from, to)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="eiep13a-${ICP}-${from}-to-${to}.csv"`,
    );
    const file = parseEiep13a(response.body);
    expect(file.icp).toBe(ICP);
    expect(file.meterSerial).toBe('MTR-4400127');
    // Half-hours from the first bill's first day to the last bill's last (46 or 50 a day
    // where the clocks change).
    const hours =
      (Date.parse(file.intervals.at(-1)!.end) - Date.parse(file.intervals[0]!.start)) / 3_600_000;
    expect(file.intervals).toHaveLength(hours * 2);
    expect(file.intervals.some((interval) => interval.estimated)).toBe(true);
    let billed = 0;
    for (const bill of bills) billed += await billedKwh(bill);
    expect(totalWh(file.intervals)).toBe(billed * 1000);
  });

  it('matches each bill on its own, through the chart’s days too', async () => {
    for (const bill of await lastThreeBills()) {
      const days = consumptionSchema.parse(
        await people.data(
          AROHA,
          `${POWER}/consumption?${range(bill.periodStart, bill.periodEnd)}&grain=day`,
        ),
      );
      expect(days.resolution).toBe('halfHour');
      expect(days.buckets[0]?.key).toBe(bill.periodStart);
      expect(days.buckets.at(-1)?.key).toBe(bill.periodEnd);
      expect(Math.round(days.totalKwh * 1000)).toBe((await billedKwh(bill)) * 1000);
    }
  });
});

describe('your consumption data: CSV and the chart', () => {
  it('gives one CSV row per half-hour, estimates flagged', async () => {
    const day = addDays(today, -20);
    const response = await people.call(AROHA, {
      url: `${POWER}/consumption.csv?${range(day, day)}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="consumption-${ICP}-${day}-to-${day}.csv"`,
    );
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('ICP,Meter,Start,End,Time zone,kWh,Read');
    expect(lines.length - 1).toBeGreaterThanOrEqual(46);
    expect(lines.slice(1).every((line) => /,(Actual|Estimate)$/.test(line))).toBe(true);
  });

  it('drills from months to days to the half-hours of one day', async () => {
    const from = addDays(today, -60);
    const chart = async (query: string) =>
      consumptionSchema.parse(await people.data(AROHA, `${POWER}/consumption?${query}`));
    const months = await chart(`${range(from, today)}&grain=month`);
    const days = await chart(`${range(from, today)}&grain=day`);
    const day = days.buckets[10]!;
    const halfHours = await chart(`${range(day.key, day.key)}&grain=halfHour`);
    expect(months.buckets.length).toBeGreaterThanOrEqual(2);
    expect(months.totalKwh).toBeCloseTo(days.totalKwh, 6);
    expect(halfHours.buckets.length).toBeGreaterThanOrEqual(46);
    expect(halfHours.totalKwh).toBeCloseTo(day.kwh, 6);
  });
});

describe('your consumption data: who may have it', () => {
  const url = `${POWER}/consumption.eiep13a?${range(addDays(today, -3), addDays(today, -1))}`;

  it('is a read: the read-only user and staff may download it', async () => {
    for (const person of [MERE, SAM]) {
      const response = await people.call(person, { url });
      expect(response.statusCode, person).toBe(200);
      expect(parseEiep13a(response.body).detailCount).toBeGreaterThanOrEqual(3 * 46);
    }
  });

  it('is refused to another customer, and another account’s ICP is not found', async () => {
    const other = await people.call(LIAM, { url });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('DET');
    // Liam asking for Aroha's ICP under his own account: it is not on his account.
    const liamsOwn = await people.call(LIAM, {
      url: `/api/accounts/30000401/power/consumption.csv?${range(today, today)}`,
    });
    expect([403, 404]).toContain(liamsOwn.statusCode);
    expect(liamsOwn.body).not.toContain(ICP + ',');
  });

  it('is not found for an ICP that is not on the account', async () => {
    const bach = '0007654321TR4B2'; // Aroha's bach: her ICP, but on account 30000002.
    const response = await people.call(AROHA, {
      url: `${POWER}/consumption.csv?icp=${bach}&from=${today}&to=${today}`,
    });
    expect(response.statusCode).toBe(404);
    expect(messageOf(response.body)).toBe('That power connection is not on this account.');
  });
});

describe('your consumption data: a bad range', () => {
  it.each([
    [range('2024-01-01', '2026-01-01'), CONSUMPTION_RANGE_LENGTH_MESSAGE],
    [range('2026-03-10', '2026-03-01'), CONSUMPTION_RANGE_ORDER_MESSAGE],
    [`icp=${ICP}&from=10/03/2026&to=2026-03-11`, 'Enter the start date as yyyy-MM-dd.'],
    [`icp=nope&from=2026-03-01&to=2026-03-02`, 'Please enter a valid ICP number'],
  ])('%s is a 400 with a clear message and no file', async (query, message) => {
    for (const path of ['consumption.eiep13a', 'consumption.csv']) {
      const response = await people.call(AROHA, { url: `${POWER}/${path}?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.body).toContain(message);
    }
  });

  it('keeps half-hours to a month at a time', async () => {
    const response = await people.call(AROHA, {
      url: `${POWER}/consumption?${range('2026-01-01', '2026-03-01')}&grain=halfHour`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(HALF_HOUR_RANGE_MESSAGE);
  });
});

// Last: it removes the half-hours from this file's database.
describe('your consumption data: a meter without half-hours', () => {
  it('falls back to days where read daily, else to the bill periods', async () => {
    await testApp.database.db.delete(meterIntervalReads);
    const bills = await lastThreeBills();
    const periods = consumptionSchema.parse(
      await people.data(
        AROHA,
        `${POWER}/consumption?${range(bills[0]!.periodStart, bills[1]!.periodEnd)}&grain=month`,
      ),
    );
    expect(periods.resolution).toBe('period');
    expect(Math.round(periods.totalKwh)).toBe(
      (await billedKwh(bills[0]!)) + (await billedKwh(bills[1]!)),
    );
    const days = consumptionSchema.parse(
      await people.data(
        AROHA,
        `${POWER}/consumption?${range(addDays(today, -20), addDays(today, -2))}&grain=day`,
      ),
    );
    expect(days.resolution).toBe('day');
    expect(days.buckets).toHaveLength(19);
    const file = parseEiep13a(
      (
        await people.call(AROHA, {
          url: `${POWER}/consumption.eiep13a?${range(addDays(today, -20), addDays(today, -2))}`,
        })
      ).body,
    );
    expect(file.detailCount).toBe(19);
    expect(totalWh(file.intervals)).toBe(Math.round(days.totalKwh * 1000));
  });
});
