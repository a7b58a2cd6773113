import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** How many months ahead of the current one the nightly job keeps partitions ready. */
export const USAGE_MONTHS_AHEAD = 2;

/**
 * Makes sure usage_events has a partition for every Pacific/Auckland month from the month of
 * `fromDay` to the month of `toDay` (YYYY-MM-DD, inclusive), so rows written for them do not
 * land in the default partition; returns how many partitions it made (migration 0012).
 */
export async function ensureUsageMonths(db: Db, fromDay: string, toDay: string): Promise<number> {
  const result = await db.execute<{ made: number }>(
    sql`select usage_events_add_months(${fromDay}::date, ${toDay}::date) as made`,
  );
  return result.rows[0]?.made ?? 0;
}

/** The usage_events partitions, oldest first, with their bounds as PostgreSQL prints them. */
export async function listUsagePartitions(db: Db): Promise<{ name: string; bounds: string }[]> {
  const result = await db.execute<{ name: string; bounds: string }>(sql`
    select c.relname as name, pg_get_expr(c.relpartbound, c.oid) as bounds
    from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'usage_events'::regclass
    order by c.relname`);
  return result.rows;
}
