import { toNzDateKey } from '@portal/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthsAhead } from '../jobs/usage-months';
import type { DatabaseHandle } from './client';
import { openTestDatabase } from './testing';
import { ensureUsageMonths, listUsagePartitions, USAGE_MONTHS_AHEAD } from './usage-months';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase({ seed: true });
});
afterAll(async () => {
  await database.close();
});

/** Where each event sits, per partition: how many and the NZ months of its first and last. */
async function placement() {
  const result = await database.db.execute<{ part: string; n: number; lo: Date; hi: Date }>(sql`
    select tableoid::regclass::text as part, count(*)::int as n,
      min(event_date) as lo, max(event_date) as hi
    from usage_events group by 1 order by 1`);
  return result.rows.map((row) => ({
    part: row.part,
    n: row.n,
    first: toNzDateKey(new Date(row.lo)).slice(0, 7),
    last: toNzDateKey(new Date(row.hi)).slice(0, 7),
  }));
}

describe('usage_events partitioned by New Zealand month', () => {
  it('holds the demo usage in the partitions of its months, none in the default', async () => {
    const parts = await placement();
    expect(parts.length).toBeGreaterThanOrEqual(13);
    for (const part of parts) {
      expect(part.part).not.toBe('usage_events_default');
      // Each partition holds one month: its first and last events are in the month it names.
      expect(part.first).toBe(part.last);
      expect(part.part).toBe(`usage_events_${part.first.replace('-', '_')}`);
    }
    const names = (await listUsagePartitions(database.db)).map((p) => p.name);
    expect(names).toContain('usage_events_default');
  });

  it('moves rows of a new month out of the default partition when its partition is made', async () => {
    const { db } = database;
    const line = await db.execute<{ s: string }>(
      sql`select service_entity as s from mobile_services order by 1 limit 1`,
    );
    const serviceEntity = line.rows[0]?.s ?? '';
    // 1 March 2031 00:30 in Auckland is still February in UTC: the month is New Zealand's.
    await db.execute(sql`
      insert into usage_events (service_entity, kind, event_date)
      values (${serviceEntity}, 'text', '2031-02-28T11:30:00Z'),
        (${serviceEntity}, 'text', '2031-04-10T00:00:00Z')`);
    const before = await placement();
    expect(before.find((p) => p.part === 'usage_events_default')?.n).toBe(2);

    expect(await ensureUsageMonths(db, '2031-03-01', '2031-04-30')).toBe(2);

    const after = await placement();
    expect(after.find((p) => p.part === 'usage_events_default')).toBeUndefined();
    expect(after.find((p) => p.part === 'usage_events_2031_03')).toMatchObject({ n: 1 });
    expect(after.find((p) => p.part === 'usage_events_2031_04')).toMatchObject({ n: 1 });
    // The usage queries still find them, through the parent's index.
    const found = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from usage_events
      where service_entity = ${serviceEntity} and event_date >= '2031-01-01'`);
    expect(found.rows[0]?.n).toBe(2);
    // Again, as a second server's nightly job would: nothing more to make.
    expect(await ensureUsageMonths(db, '2031-03-01', '2031-04-30')).toBe(0);
    await db.execute(sql`delete from usage_events where event_date >= '2031-01-01'`);
  });
});

describe('the nightly job’s months', () => {
  it('runs from the first of this New Zealand month to a day in the month two on', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        (now) => {
          const { from, to } = monthsAhead(now);
          const today = toNzDateKey(now);
          expect(from).toBe(`${today.slice(0, 7)}-01`);
          const month = (key: string) => Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7));
          expect(month(to) - month(from)).toBe(USAGE_MONTHS_AHEAD);
        },
      ),
    );
  });
});
