import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Every row of every table of the database (all schemas but the system's), as its JSON text,
 * with its table as `schema.table`: for the checks that a secret is kept nowhere it should
 * not be. Read a table at a time.
 */
export async function* everyTableRow(db: Db): AsyncGenerator<{ table: string; row: string }> {
  const tables = await db.execute<{ schema: string; name: string }>(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
  `);
  for (const { schema, name } of tables.rows) {
    const rows = await db.execute<{ row: string }>(
      sql`select row_to_json(t)::text as row from ${sql.identifier(schema)}.${sql.identifier(name)} t`,
    );
    for (const { row } of rows.rows) yield { table: `${schema}.${name}`, row };
  }
}
