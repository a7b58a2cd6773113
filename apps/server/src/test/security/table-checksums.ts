import type { DatabaseHandle } from '../../db/client';

/**
 * Columns that change on a read by design, left out of a table's checksum: a session's last
 * activity (the idle timeout's clock) moves whenever the session is used.
 */
const ACTIVITY_COLUMNS: Record<string, string> = { sessions: 'updated_at' };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** An md5 of every row of every table of ours, to show a run of requests wrote nothing. */
export async function tableChecksums(database: DatabaseHandle): Promise<Record<string, string>> {
  const { rows } = await database.executeSql(
    `select schemaname, tablename from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
  );
  const sums: Record<string, string> = {};
  for (const row of rows as { schemaname: string; tablename: string }[]) {
    const drop = ACTIVITY_COLUMNS[row.tablename];
    const value = drop === undefined ? 'to_jsonb(t)' : `to_jsonb(t) - '${drop}'`;
    const result = await database.executeSql(
      `select md5(coalesce(string_agg(x, ',' order by x), '')) as sum
       from (select (${value})::text as x from ${quote(row.schemaname)}.${quote(row.tablename)} t) s`,
    );
    const [first] = result.rows as { sum: string }[];
    sums[`${row.schemaname}.${row.tablename}`] = first?.sum ?? '';
  }
  return sums;
}
