import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/**
 * Multi-row inserts in batches: one statement per batch keeps the seed fast on PGlite
 * and well under PostgreSQL's 65,535 bind parameters per statement.
 */
export async function insertRows<TTable extends PgTable>(
  db: Db,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
  batchSize = 1000,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.insert(table).values(rows.slice(start, start + batchSize));
  }
}
