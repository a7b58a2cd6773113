import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { openTestDatabase } from '../testing';

const TODAY = new Date('2026-03-10T01:00:00Z');

/** One digest per table over every row in a stable order (row text sorted). */
async function digest(handle: DatabaseHandle): Promise<Record<string, string>> {
  const tables = await handle.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const rows = await handle.db.execute<{ md5: string | null; n: number }>(
      sql.raw(
        `select md5(string_agg(t::text, '|' order by t::text)) as md5, count(*)::int as n from "${name}" t`,
      ),
    );
    result[name] = `${rows.rows[0]?.n ?? 0}:${rows.rows[0]?.md5 ?? ''}`;
  }
  return result;
}

describe('demo seed determinism', () => {
  it('writes identical rows for the same today, and different history for another', async () => {
    const seedInto = async (today: Date) => {
      const handle = await openTestDatabase({ seed: true, today });
      try {
        return await digest(handle);
      } finally {
        await handle.close();
      }
    };
    const first = await seedInto(TODAY);
    const second = await seedInto(TODAY);
    expect(second).toEqual(first);
    expect(Number(first.usage_events?.split(':')[0])).toBeGreaterThan(10_000);
    const later = await seedInto(new Date('2026-04-10T01:00:00Z'));
    expect(later.usage_events).not.toEqual(first.usage_events);
  }, 120_000);
});
