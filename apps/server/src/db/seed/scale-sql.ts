import { sql, type SQL } from 'drizzle-orm';

/** Scale accounts are 6xxxxxxx; their lines are 029xxxxxxx (three numbers per account). */
export const CODE_BASE = 60_000_000;

/** Account index k's line j, as stored; the same numbering as `chunkLines` makes in SQL. */
export function lineNumber(k: number, j: number): string {
  return `029${String(k * 3 + j).padStart(7, '0')}`;
}

/**
 * A deterministic draw of 31 bits (0 ≤ x < 2^31) for an integer key. hashint8extended is
 * PostgreSQL's own 64-bit hash (the same in PGlite), so a seed with the same options writes
 * the same rows, and it is far cheaper than md5 over millions of rows. `salt` separates
 * independent draws on the same key.
 */
export function draw(key: SQL, salt: number): SQL {
  return sql`(hashint8extended((${key})::bigint, ${salt}::bigint) & 2147483647)`;
}

/** `draw` as a fraction in [0, 1). */
export function fraction(key: SQL, salt: number): SQL {
  return sql`(${draw(key, salt)}::float8 / 2147483648.0)`;
}

/**
 * Lines of accounts lo..hi as rows (k, j, n, service_entity), n = 3k + j being the line's
 * index: 40% of accounts have no mobile, 40% one line, 10% two, 10% three (0.9 on average).
 */
export function chunkLines(lo: number, hi: number): SQL {
  return sql`(
    select k, j, k * 3 + j as n, '029' || lpad((k * 3 + j)::text, 7, '0') as service_entity
    from generate_series(${lo}::int, ${hi}::int) k
    cross join generate_series(0, 2) j
    where j < case when k % 10 < 4 then 0 when k % 10 < 8 then 1 when k % 10 = 8 then 2 else 3 end
  )`;
}
