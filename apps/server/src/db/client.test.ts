import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseEmpty, migrateDatabase, type DatabaseHandle } from './client';
import { openTestDatabase } from './testing';
import journal from './migrations/meta/_journal.json';

describe('openDatabase and migrateDatabase', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('applies the committed migration to a fresh database', async () => {
    await handle.ping();
    const tables = await handle.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    const names = tables.rows.map((row) => row.name);
    for (const table of [
      'accounts',
      'identities',
      'claims',
      'usage_events',
      'usage_daily_rollups',
      'sessions',
      'outbox',
      'idempotency_keys',
      'audit_log',
      'gateway_card_vault',
    ]) {
      expect(names).toContain(table);
    }
    expect(await isDatabaseEmpty(handle.db)).toBe(true);
  });

  it('is a no-op when run again', async () => {
    await migrateDatabase(handle);
    const applied = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
  });

  it('indexes usage events for one service over one period', async () => {
    const indexes = await handle.db.execute<{ def: string }>(
      sql`select indexdef as def from pg_indexes where tablename in ('usage_events', 'usage_daily_rollups')`,
    );
    const defs = indexes.rows.map((row) => row.def).join('\n');
    expect(defs).toMatch(/usage_events .*\(service_entity, event_date\)/);
    expect(defs).toMatch(/usage_daily_rollups .*\(service_entity, kind, day\)/);
  });
});
