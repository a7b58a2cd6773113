import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { addDays } from '@portal/domain';
import type { Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { getServiceUsage } from '../apps/server/src/api/mobile-usage/get-service-usage';
import { median } from './goals';

/** The 12 months by day that P4 asks for: 365 Auckland days ending today. */
export function yearRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -364), to: today };
}

/** Daily sums of one line from its rollups: what the usage route reads (usage-reads.ts). */
const ROLLUP_SUMS = `
  select day::text as day, sum(event_count) as event_count, sum(total_bytes) as total_bytes,
    sum(total_seconds) as total_seconds, sum(charge_including_gst_cents) as charge
  from usage_daily_rollups
  where service_entity = $1 and kind = $2 and day between $3::date and $4::date
  group by day order by day`;

/** The same sums over the raw events, grouped by Auckland day as the rollups are made. */
const RAW_SUMS = `
  select (event_date at time zone 'Pacific/Auckland')::date::text as day, count(*) as event_count,
    coalesce(sum(data_volume_bytes), 0) as total_bytes,
    coalesce(sum(duration_seconds), 0) as total_seconds,
    sum(charge_including_gst_cents) as charge
  from usage_events
  where service_entity = $1 and kind = $2
    and event_date >= ($3::timestamp at time zone 'Pacific/Auckland')
    and event_date < (($4::date + 1)::timestamp at time zone 'Pacific/Auckland')
  group by 1 order by 1`;

interface QueryClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
  /** A drizzle database that records the text of every statement it sends. */
  recordingDb(recorded: string[]): Db;
  close(): Promise<void>;
}

async function openClient(target: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<QueryClient> {
  const recorder = (recorded: string[]): Logger => ({
    logQuery: (query) => {
      recorded.push(query);
    },
  });
  if (target.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 2 });
    return {
      query: (text, values) => pool.query(text, values),
      recordingDb: (recorded) =>
        drizzleNodePg({ client: pool, schema, logger: recorder(recorded) }),
      close: () => pool.end(),
    };
  }
  const client = new PGlite(target.dataDir);
  await client.waitReady;
  return {
    query: (text, values) => client.query(text, values),
    recordingDb: (recorded) => drizzlePglite({ client, schema, logger: recorder(recorded) }),
    close: () => client.close(),
  };
}

export interface UsageQueryFigures {
  /** Statements the 12-month data usage use case sends, and whether any reads raw events. */
  statements: string[];
  readsRawEvents: boolean;
  readsRollups: boolean;
  rollup: Timing;
  raw: Timing;
  /** Both queries returned the same days and sums. */
  sameAnswer: boolean;
  eventsInYear: number;
}

/** Drivers return sums as strings, numbers or bigints; compared by their decimal text. */
function sameRows(a: readonly unknown[], b: readonly unknown[]): boolean {
  const text = (rows: readonly unknown[]) =>
    rows
      .map((row) =>
        Object.values(row as Record<string, unknown>)
          .map((value) => String(value))
          .join(','),
      )
      .join(';');
  return a.length > 0 && text(a) === text(b);
}

/** The execution time PostgreSQL reports for one run of a query (EXPLAIN ANALYZE). */
async function executionMs(client: QueryClient, text: string, values: unknown[]): Promise<number> {
  const { rows } = await client.query(`explain (analyze, timing off, format json) ${text}`, values);
  const cell = Object.values((rows[0] ?? {}) as Record<string, unknown>)[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as {
    'Execution Time'?: number;
  }[];
  const ms = plan[0]?.['Execution Time'];
  if (typeof ms !== 'number') throw new Error('EXPLAIN ANALYZE gave no execution time');
  return ms;
}

interface Timing {
  /** Median execution time as the database measures it: no client scheduling in it. */
  databaseMs: number;
  /** Median round trip as the client sees it. */
  wallMs: number;
}

/**
 * Times two queries, run alternately so both meet the same noise from whatever else the
 * machine does; two unmeasured rounds first, so both are timed warm. The database's own
 * execution time decides the goal: on a busy shared machine a millisecond query's round
 * trip is mostly the client waiting for a core.
 */
async function timeAlternately(
  client: QueryClient,
  queries: readonly [string, string],
  values: unknown[],
  repetitions: number,
): Promise<{ timings: [Timing, Timing]; rows: [unknown[], unknown[]] }> {
  const rows: [unknown[], unknown[]] = [[], []];
  const wall: [number[], number[]] = [[], []];
  const database: [number[], number[]] = [[], []];
  for (let round = 0; round < repetitions + 2; round += 1) {
    for (const index of [0, 1] as const) {
      const start = performance.now();
      rows[index] = (await client.query(queries[index], values)).rows;
      const elapsed = performance.now() - start;
      const executed = await executionMs(client, queries[index], values);
      if (round >= 2) {
        wall[index].push(elapsed);
        database[index].push(executed);
      }
    }
  }
  const timing = (index: 0 | 1): Timing => ({
    databaseMs: median(database[index]),
    wallMs: median(wall[index]),
  });
  return { timings: [timing(0), timing(1)], rows };
}

/**
 * P4(a) and (b), directly on the database while no server holds it: which statements the
 * route's use case sends for 12 months of data usage of the busiest line, and the median
 * time of the rollup sums against the same sums over raw events.
 */
export async function measureUsageQueries(input: {
  target: { databaseUrl?: string; dataDir?: string };
  line: string;
  today: string;
  repetitions: number;
}): Promise<UsageQueryFigures> {
  const client = await openClient(input.target);
  try {
    const statements: string[] = [];
    const range = yearRange(input.today);
    const usage = await getServiceUsage(client.recordingDb(statements), input.line, 'data', range);
    const values = [input.line, 'data', range.from, range.to];
    const timed = await timeAlternately(client, [ROLLUP_SUMS, RAW_SUMS], values, input.repetitions);
    return {
      statements,
      readsRawEvents: statements.some((text) => /\busage_events\b/.test(text)),
      readsRollups: statements.some((text) => /\busage_daily_rollups\b/.test(text)),
      rollup: timed.timings[0],
      raw: timed.timings[1],
      sameAnswer: sameRows(timed.rows[0], timed.rows[1]),
      eventsInYear: usage.totals.eventCount,
    };
  } finally {
    await client.close();
  }
}
