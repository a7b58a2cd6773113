import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** The two big tables of a scale seed, whose keys, indexes and foreign keys wait for the load. */
export const BULK_TABLES = ['usage_events', 'usage_daily_rollups'] as const;

/** A constraint or index as it stands, with the statement that makes it again. */
export interface Deferred {
  table: string;
  name: string;
  /** 'p' primary key, 'f' foreign key, 'i' a plain index. */
  type: 'p' | 'f' | 'i';
  create: string;
}

/** The order they are made again in: keys, then indexes, then foreign keys (checked last). */
const ORDER = { p: 0, i: 1, f: 2 } as const;

/** Orders deferred items the way `restoreDeferred` makes them again. */
export function restoreOrder(items: readonly Deferred[]): Deferred[] {
  return [...items].sort(
    (a, b) =>
      ORDER[a.type] - ORDER[b.type] ||
      a.table.localeCompare(b.table) ||
      a.name.localeCompare(b.name),
  );
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Primary keys, foreign keys and other indexes on `tables` (on a partitioned table, the
 * parent's, which its partitions follow), read from the catalogue with the statements that
 * make them again.
 */
export async function readDeferred(db: Db, tables: readonly string[]): Promise<Deferred[]> {
  const list = sql.join(
    tables.map((table) => sql`${table}`),
    sql`, `,
  );
  const constraints = await db.execute<{
    table: string;
    name: string;
    type: 'p' | 'f';
    def: string;
  }>(sql`
    select c.conrelid::regclass::text as table, c.conname as name, c.contype as type,
      pg_get_constraintdef(c.oid) as def
    from pg_constraint c
    where c.conrelid::regclass::text in (${list}) and c.contype in ('p', 'f') and c.conparentid = 0`);
  const indexes = await db.execute<{ table: string; name: string; def: string }>(sql`
    select i.indrelid::regclass::text as table, x.relname as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i join pg_class x on x.oid = i.indexrelid
    where i.indrelid::regclass::text in (${list})
      and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`);
  return [
    ...constraints.rows.map((row) => ({
      table: row.table,
      name: row.name,
      type: row.type,
      create: `alter table ${quote(row.table)} add constraint ${quote(row.name)} ${row.def}`,
    })),
    ...indexes.rows.map((row) => ({
      table: row.table,
      name: row.name,
      type: 'i' as const,
      create: row.def,
    })),
  ];
}

/** Drops what `readDeferred` found: foreign keys first, then indexes and keys. */
export async function dropDeferred(db: Db, items: readonly Deferred[]): Promise<void> {
  for (const item of [...restoreOrder(items)].reverse()) {
    await db.execute(
      item.type === 'i'
        ? sql.raw(`drop index ${quote(item.name)}`)
        : sql.raw(`alter table ${quote(item.table)} drop constraint ${quote(item.name)}`),
    );
  }
}

/**
 * Makes the dropped items again: each table's keys and indexes on its own connection of the
 * pool, at once, with memory to sort in (an index built once over loaded rows costs far less
 * than one kept up row by row); then the foreign keys, one join each instead of a check per
 * row, one after the other (each locks the table it references).
 */
export async function restoreDeferred(db: Db, items: readonly Deferred[]): Promise<void> {
  if (items.length === 0) return;
  const ordered = restoreOrder(items);
  const tables = [...new Set(ordered.map((item) => item.table))];
  const run = (list: readonly Deferred[]) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
      for (const item of list) await tx.execute(sql.raw(item.create));
    });
  await Promise.all(
    tables.map((table) => run(ordered.filter((i) => i.table === table && i.type !== 'f'))),
  );
  await run(ordered.filter((item) => item.type === 'f'));
}
