import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CallOrTextUsage } from '@portal/contracts';
import { addDays, toNzDateKey } from '@portal/domain';
import { perDatabaseCache } from '../../db/change-cache';
import { rebuildUsageRollups, servicesIn } from '../../db/usage-rollups';
import { appForTests } from '../../test/test-app';
import { preferredEncoding } from './usage-answers';

const { testApp, people } = appForTests({ seed: true }, 300_000);
const AROHA = 'aroha@example.nz';
/** A member line of the Ngata pool whose calls no other test here writes. */
const LINE = '0271234569';
const callsUrl = (from: string, to: string) =>
  `/api/mobile/v2/management/accounts/30000001/mobileServices/${LINE}/usage/voice?from=${from}&to=${to}`;

describe('the encoding a usage answer is sent in', () => {
  it('is the best one the client takes: brotli, then gzip, then none', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=0.8, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});

describe('the cached usage answer', () => {
  const today = toNzDateKey(new Date());
  const from = addDays(today, -30);

  it('says the same in every encoding, with Vary so caches keep them apart', async () => {
    const browser = await people.as(AROHA);
    const ask = (encoding: string) =>
      browser.request({ url: callsUrl(from, today), headers: { 'accept-encoding': encoding } });
    const plain = await ask('identity');
    const brotli = await ask('gzip, deflate, br');
    const gzip = await ask('gzip');
    expect([plain.statusCode, brotli.statusCode, gzip.statusCode]).toEqual([200, 200, 200]);
    expect(plain.headers['content-encoding']).toBe(undefined);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.json<{ data: CallOrTextUsage }>().data.usageType).toBe('voice');
  });

  it('is built again once the usage it was built from changes', async () => {
    const read = async () =>
      ((await people.data(AROHA, callsUrl(from, today))) as CallOrTextUsage).totals;
    const before = await read();
    expect(await read()).toEqual(before);
    const db = testApp.database.db;
    await db.execute(sql`
      insert into usage_events (service_entity, kind, event_date, duration_seconds,
        destination_number)
      values (${LINE}, 'voice', now() - interval '2 days', 61, '0211112222')`);
    await rebuildUsageRollups(db, servicesIn([LINE]));
    const after = await read();
    expect(after.eventCount).toBe(before.eventCount + 1);
    expect(after.totalUsage).toBe(before.totalUsage + 61);
  });

  it('is forgotten when any table it is built from is written (migration 0007)', async () => {
    const db = testApp.database.db;
    const answers = perDatabaseCache<number>({
      tables: ['mobile_usage'],
      maxEntries: 10,
      maxAgeMs: 60_000,
    })(db);
    if (answers === undefined) throw new Error('the test database has no change feed');
    const tables = [
      'usage_daily_rollups',
      'usage_events',
      'mobile_services',
      'mobile_plans',
      'shared_data_pools',
      'shared_data_pool_configurations',
      'shared_data_pool_monthly_usage',
    ];
    let reads = 0;
    const load = () => Promise.resolve((reads += 1));
    for (const table of tables) {
      await answers.get('answer', load);
      const before = reads;
      // A statement that changes no row still announces: the trigger is per statement.
      await db.execute(sql`delete from ${sql.identifier(table)} where false`);
      await answers.get('answer', load);
      expect(reads, table).toBe(before + 1);
    }
  });
});
