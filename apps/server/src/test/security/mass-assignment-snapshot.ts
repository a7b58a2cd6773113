import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Rows of every table, each row as its JSON text, by `schema.table`. */
export type Snapshot = Map<string, Set<string>>;

/**
 * Tables larger than this are left out of snapshots (usage events and their rollups, run
 * into the hundreds of thousands): no write a person makes in the portal touches them.
 */
const LARGEST_TABLE = 5_000;

export async function snapshotTables(db: Db): Promise<{ tables: string[]; skipped: string[] }> {
  const listed = await db.execute<{ name: string }>(sql`
    select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
      from information_schema.tables
     where table_type = 'BASE TABLE'
       and table_schema not in ('pg_catalog', 'information_schema')
       and table_schema not like 'pgboss%'
     order by 1`);
  const tables: string[] = [];
  const skipped: string[] = [];
  for (const { name } of listed.rows) {
    const counted = await db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from ${name}`),
    );
    if ((counted.rows[0]?.n ?? 0) > LARGEST_TABLE) skipped.push(name);
    else tables.push(name);
  }
  return { tables, skipped };
}

export async function snapshot(db: Db, tables: readonly string[]): Promise<Snapshot> {
  const result: Snapshot = new Map();
  for (const table of tables) {
    const rows = await db.execute<{ row: string }>(
      sql.raw(`select to_jsonb(t)::text as row from ${table} t`),
    );
    result.set(table, new Set(rows.rows.map(({ row }) => row)));
  }
  return result;
}

/** Rows that are new or changed after a call (a changed row shows as its new version). */
export function changedRows(before: Snapshot, after: Snapshot): Map<string, string[]> {
  const changed = new Map<string, string[]>();
  for (const [table, rows] of after) {
    const earlier = before.get(table) ?? new Set<string>();
    const fresh = [...rows].filter((row) => !earlier.has(row));
    const gone = [...earlier].filter((row) => !rows.has(row));
    if (fresh.length > 0 || gone.length > 0) changed.set(table, fresh);
  }
  return changed;
}
