import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Db } from '../client';
import { openTestDatabase } from '../testing';
import { seedMobileCatalog } from './catalog-mobile';
import { nzDateOf } from './dates';
import { createRandom } from './random';
import { seedScale, type ScaleOptions, type ScaleResult } from './scale';
import { BULK_TABLES, readDeferred } from './scale-bulk';

const TODAY = new Date('2026-03-10T01:00:00Z');
const OPTIONS = { accounts: 50, months: 2, today: TODAY, chunkSize: 20 };
/** NZ days from 10 Jan to 9 Mar 2026: the two months before TODAY. */
const DAYS = 59;

/** The tables the scale seed writes; nothing else is in these databases. */
const TABLES = [
  'accounts',
  'identities',
  'claims',
  'mobile_services',
  'usage_events',
  'usage_daily_rollups',
  'invoices',
  'invoice_lines',
  'bill_dates',
  'account_transactions',
];

/** A database with only the plan catalog (the lines' plans), then the scale seed on top. */
async function scaleDatabase(
  extra: Partial<ScaleOptions> = {},
): Promise<{ handle: DatabaseHandle; result: ScaleResult }> {
  const handle = await openTestDatabase();
  try {
    const context = { db: handle.db, today: TODAY, todayDate: nzDateOf(TODAY) };
    await seedMobileCatalog({ ...context, random: createRandom(1) });
    return { handle, result: await seedScale(handle.db, { ...OPTIONS, ...extra }) };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** One digest per table; generated ids are left out, as they only number the rows. */
async function digest(db: Db): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const row = sql.raw(`(to_jsonb(t) - 'id')::text`);
    const rows = await db.execute<{ md5: string | null; n: number }>(sql`
      select md5(string_agg(${row}, '|' order by ${row})) as md5, count(*)::int as n
      from ${sql.identifier(table)} t`);
    result[table] = `${rows.rows[0]?.n ?? 0}:${rows.rows[0]?.md5 ?? ''}`;
  }
  return result;
}

async function count(db: Db, query: SQL): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${query}) q`);
  return rows.rows[0]?.n ?? 0;
}

describe('scale seed', () => {
  let first: { handle: DatabaseHandle; result: ScaleResult };

  beforeAll(async () => {
    first = await scaleDatabase();
  }, 120_000);
  afterAll(async () => {
    await first.handle.close();
  });

  it('adds the accounts, owner log-ins and 0–3 lines each', async () => {
    const { db } = first.handle;
    expect(first.result).toMatchObject({
      firstAccountCode: '60000001',
      lastAccountCode: '60000050',
      busiestLine: '0290000012',
    });
    expect(await count(db, sql`select 1 from accounts where account_code ~ '^6'`)).toBe(50);
    expect(
      await count(
        db,
        sql`select 1 from claims join identities using (user_guid)
        where claim_value = substring(email from 10 for 8)`,
      ),
    ).toBe(50);
    // Per ten accounts: four without a line, four with one, one with two, one with three.
    expect(await count(db, sql`select 1 from mobile_services`)).toBe(45);
    expect(await count(db, sql`select 1 from invoices`)).toBeGreaterThanOrEqual(50);
  });

  it('gives ordinary lines about 108 events a year and the busiest line over 300,000', async () => {
    const { db } = first.handle;
    const perLine = await db.execute<{ line: string; n: number }>(sql`
      select service_entity as line, count(*)::int as n from usage_events group by 1`);
    const busiest = perLine.rows.find((row) => row.line === first.result.busiestLine);
    expect(busiest?.n).toBeGreaterThan((300_000 * DAYS) / 365);
    const ordinary = perLine.rows.filter((row) => row.line !== first.result.busiestLine);
    expect(ordinary).toHaveLength(44);
    // Activity 0.5–1.5 of the average: 54–162 a year, plus room for chance.
    for (const { n } of ordinary) {
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(Math.round((250 * DAYS) / 365));
    }
    const yearly = (ordinary.reduce((sum, { n }) => sum + n, 0) / ordinary.length / DAYS) * 365;
    expect(yearly).toBeGreaterThan(85);
    expect(yearly).toBeLessThan(130);
    expect(first.result.events).toBe(perLine.rows.reduce((sum, { n }) => sum + n, 0));
  });

  it('writes rollups equal to the sums of the raw events', async () => {
    const { db } = first.handle;
    const sums = sql`
      select service_entity, kind, (event_date at time zone 'Pacific/Auckland')::date as day,
        count(*)::int as event_count, coalesce(sum(data_volume_bytes), 0)::bigint as total_bytes,
        coalesce(sum(duration_seconds), 0)::bigint as total_seconds,
        sum(charge_including_gst_cents)::bigint as incl, sum(charge_excluding_gst_cents)::bigint as excl,
        (count(*) filter (where is_premium))::int as premium_count,
        coalesce(sum(duration_seconds) filter (where is_premium), 0)::bigint as premium_seconds,
        coalesce(sum(charge_including_gst_cents) filter (where is_premium), 0)::bigint as premium_incl,
        coalesce(sum(charge_excluding_gst_cents) filter (where is_premium), 0)::bigint as premium_excl
      from usage_events group by 1, 2, 3`;
    const rollups = sql`
      select service_entity, kind, day, event_count, total_bytes, total_seconds,
        charge_including_gst_cents, charge_excluding_gst_cents, premium_count, premium_seconds,
        premium_charge_including_gst_cents, premium_charge_excluding_gst_cents
      from usage_daily_rollups`;
    expect(await count(db, rollups)).toBeGreaterThan(0);
    expect(await count(db, sql`${sums} except ${rollups}`)).toBe(0);
    expect(await count(db, sql`${rollups} except ${sums}`)).toBe(0);
  });

  it('writes the same rows for the same options', async () => {
    const second = await scaleDatabase();
    try {
      expect(second.result).toEqual(first.result);
      expect(await digest(second.handle.db)).toEqual(await digest(first.handle.db));
    } finally {
      await second.handle.close();
    }
  }, 120_000);

  it('writes the same rows with the indexes made after loading, and the same indexes', async () => {
    const before = await readDeferred(first.handle.db, BULK_TABLES);
    // Keys, indexes and foreign keys of both tables: what the loader must put back.
    expect(before.map((item) => item.type).sort()).toEqual(['f', 'f', 'i', 'p', 'p']);
    const bulk = await scaleDatabase({ deferIndexes: true });
    try {
      expect(bulk.result).toEqual(first.result);
      expect(await digest(bulk.handle.db)).toEqual(await digest(first.handle.db));
      const after = await readDeferred(bulk.handle.db, BULK_TABLES);
      const key = (items: typeof before) => items.map((item) => item.create).sort();
      expect(key(after)).toEqual(key(before));
      // Every event sits in its month's partition, none in the default one.
      expect(
        await count(
          bulk.handle.db,
          sql`select 1 from usage_events where tableoid = 'usage_events_default'::regclass`,
        ),
      ).toBe(0);
    } finally {
      await bulk.handle.close();
    }
  }, 120_000);
});
