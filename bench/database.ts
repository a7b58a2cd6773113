import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq, sql } from 'drizzle-orm';
import { openMigratedDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { mobileServices } from '../apps/server/src/db/schema';
import { seedDemoDataIfEmpty } from '../apps/server/src/db/seed';
import { seedScale } from '../apps/server/src/db/seed/scale';
import type { GrowthScale } from './options';

export type BenchDatabaseKind = 'pglite' | 'postgres';

/** Where the server child process finds a prepared database: one env variable. */
export interface PreparedDatabase {
  kind: BenchDatabaseKind;
  /** DATABASE_URL or DATA_DIR for the server process. */
  env: Record<string, string>;
  busiestLine: string;
  busiestAccount: string;
  /** Drops or deletes what was made for this run (kept databases are left alone). */
  dispose(): Promise<void>;
}

/** Growth data set of P7: 100,000 accounts, and their usage (≥ 10 million events). */
export const GROWTH_ACCOUNTS = 100_000;
export const GROWTH_MIN_EVENTS = 10_000_000;

/** P7's data set at `scale` times the default: its size, its cached database, how it loads. */
export interface GrowthPlan {
  accounts: number;
  minEvents: number;
  database: string;
  /** Human label, e.g. "1M accounts / 100M events". */
  label: string;
  /** Months of usage history: 13 at 10x, so 1M accounts make over 100M events. */
  months: number;
  /** Keys and indexes built after loading (seed/scale-bulk.ts) rather than kept up. */
  deferIndexes: boolean;
}

const count = (n: number) =>
  n >= 1_000_000 ? `${String(n / 1_000_000)}M` : `${String(n / 1000)}k`;

export function growthPlan(scale: GrowthScale): GrowthPlan {
  const accounts = GROWTH_ACCOUNTS * scale;
  const minEvents = GROWTH_MIN_EVENTS * scale;
  return {
    accounts,
    minEvents,
    database: scale === 1 ? 'portal_bench_scale' : `portal_bench_scale_${String(scale)}x`,
    label: `${count(accounts)} accounts / ${count(minEvents)} events`,
    // The scale seed makes about 97 events per account a year (and the busiest line's 0.3M):
    // 12 months of 1M accounts fall short of 100M, 13 months (the demo's history) do not.
    months: scale === 1 ? 12 : 13,
    deferIndexes: scale > 1,
  };
}
/** The cached growth database is rebuilt once its usage is this old (days from the seed). */
const CACHE_MAX_AGE_DAYS = 7;

export function postgresUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(baseUrl: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: postgresUrl(baseUrl, 'postgres') });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** The busiest line of the scale seed and the account that owns it. */
export async function findBusiestLine(
  handle: DatabaseHandle,
): Promise<{ line: string; account: string }> {
  const rows = await handle.db
    .select({ line: mobileServices.serviceEntity, account: mobileServices.accountCode })
    .from(mobileServices)
    .where(eq(mobileServices.serviceEntityDescription, 'Busiest line'))
    .limit(1);
  const found = rows[0];
  if (found === undefined) throw new Error('the database has no busiest line');
  return found;
}

/**
 * The "demo data set alone" of issue 8, plus the one scale account that holds the busiest
 * line P4 reads (a handful of generated accounts; the first with a line gets it).
 */
async function seedBase(handle: DatabaseHandle, today: Date): Promise<void> {
  await seedDemoDataIfEmpty(handle, { today });
  await seedScale(handle.db, { accounts: 4, months: 12, today });
}

export async function withHandle<T>(
  options: { databaseUrl?: string; dataDir: string },
  run: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle = await openMigratedDatabase(options);
  try {
    return await run(handle);
  } finally {
    await handle.close();
  }
}

/** Seeds the base data set through `options` and names the busiest line P4 reads. */
async function seeded(
  kind: BenchDatabaseKind,
  options: { databaseUrl?: string; dataDir: string },
  today: Date,
  prepared: Pick<PreparedDatabase, 'env' | 'dispose'>,
): Promise<PreparedDatabase> {
  const busiest = await withHandle(options, async (handle) => {
    await seedBase(handle, today);
    return findBusiestLine(handle);
  });
  return { kind, ...prepared, busiestLine: busiest.line, busiestAccount: busiest.account };
}

/** A fresh embedded database in a temporary folder (the server process opens it later). */
export async function preparePglite(today: Date): Promise<PreparedDatabase> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-pglite-'));
  const dataDir = path.join(folder, 'data');
  return seeded('pglite', { dataDir }, today, {
    env: { DATA_DIR: dataDir },
    dispose: () => rm(folder, { recursive: true, force: true }),
  });
}

/** A fresh PostgreSQL database portal_bench_<pid>, dropped by dispose. */
export async function preparePostgres(baseUrl: string, today: Date): Promise<PreparedDatabase> {
  const name = `portal_bench_${String(process.pid)}`;
  await adminQuery(baseUrl, `drop database if exists ${name}`);
  await adminQuery(baseUrl, `create database ${name}`);
  const databaseUrl = postgresUrl(baseUrl, name);
  return seeded('postgres', { databaseUrl, dataDir: 'memory://' }, today, {
    env: { DATABASE_URL: databaseUrl },
    dispose: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`).then(),
  });
}

export interface ScaleStamp {
  seededOn: string;
  accounts: number;
  events: number;
  /** Seconds the seed took (demo data, generated accounts, keys and indexes). */
  seedSeconds?: number;
  /** Seconds of the vacuum (analyze) after the seed. */
  vacuumSeconds?: number;
  /** pg_database_size after the seed and vacuum. */
  bytes?: number;
}

function parseStamp(comment: unknown): ScaleStamp | undefined {
  if (typeof comment !== 'string') return undefined;
  try {
    const value = JSON.parse(comment) as Partial<ScaleStamp>;
    return typeof value.seededOn === 'string' &&
      typeof value.accounts === 'number' &&
      typeof value.events === 'number'
      ? (value as ScaleStamp)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The cached database may be reused: complete, large enough and seeded recently. */
export function stampIsUsable(
  stamp: ScaleStamp | undefined,
  today: Date,
  plan: Pick<GrowthPlan, 'accounts' | 'minEvents'> = growthPlan(1),
): boolean {
  if (stamp === undefined) return false;
  const ageDays = (today.getTime() - Date.parse(stamp.seededOn)) / 86_400_000;
  return (
    stamp.accounts >= plan.accounts &&
    stamp.events >= plan.minEvents &&
    ageDays >= 0 &&
    ageDays <= CACHE_MAX_AGE_DAYS
  );
}

/**
 * P7's data set on PostgreSQL: the demo data and the plan's generated accounts (100,000, or
 * 1,000,000 with --scale 10x), kept between runs as the plan's database. A comment on the
 * database records when and how it was seeded, how long that took and its size (written
 * last, so an interrupted seed is never reused); `fresh` rebuilds it.
 */
export async function prepareGrowthPostgres(
  baseUrl: string,
  today: Date,
  options: { fresh: boolean; log: (line: string) => void; plan?: GrowthPlan },
): Promise<PreparedDatabase & { stamp: ScaleStamp }> {
  const plan = options.plan ?? growthPlan(1);
  const name = plan.database;
  const found = await adminQuery(
    baseUrl,
    `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = '${name}'`,
  );
  const exists = found.rows.length > 0;
  let stamp = parseStamp((found.rows[0] as { comment?: unknown } | undefined)?.comment);
  const databaseUrl = postgresUrl(baseUrl, name);
  const seeding = options.fresh || !stampIsUsable(stamp, today, plan);
  if (seeding) {
    if (exists) await adminQuery(baseUrl, `drop database ${name} with (force)`);
    await adminQuery(baseUrl, `create database ${name}`);
    options.log(`seeding ${name}: demo data + ${String(plan.accounts)} accounts`);
    const started = performance.now();
    const step = plan.accounts / 10;
    const events = await withHandle({ databaseUrl, dataDir: 'memory://' }, async (handle) => {
      await seedDemoDataIfEmpty(handle, { today });
      await seedScale(handle.db, {
        accounts: plan.accounts,
        months: plan.months,
        today,
        deferIndexes: plan.deferIndexes,
        onProgress: (done, total) => {
          if (done % step === 0) {
            const seconds = ((performance.now() - started) / 1000).toFixed(0);
            options.log(`  ${String(done)}/${String(total)} accounts (${seconds} s)`);
          }
        },
      });
      const counted = await handle.db.execute<{ n: number }>(
        sql`select count(*)::int as n from usage_events`,
      );
      return counted.rows[0]?.n ?? 0;
    });
    const seedSeconds = (performance.now() - started) / 1000;
    options.log(`seeded ${String(events)} usage events in ${seedSeconds.toFixed(0)} s`);
    stamp = { seededOn: today.toISOString(), accounts: plan.accounts, events, seedSeconds };
  } else {
    options.log(`reusing ${name} (${JSON.stringify(stamp)})`);
  }
  // As autovacuum leaves a database once it has caught up: no vacuum of freshly loaded tables
  // racing P7's measure (one did, in a run straight after seeding), visibility maps set so
  // index-only scans stay index-only, statistics current. Seconds when already vacuumed.
  const vacuumStarted = performance.now();
  const busiest = await withHandle({ databaseUrl, dataDir: 'memory://' }, async (handle) => {
    await handle.db.execute(sql`vacuum (analyze)`);
    return findBusiestLine(handle);
  });
  if (stamp === undefined) throw new Error(`${name} has no seed stamp`);
  if (seeding) {
    const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
    options.log(`vacuum (analyze) after the seed took ${vacuumSeconds.toFixed(0)} s`);
    const size = await adminQuery(baseUrl, `select pg_database_size('${name}')::text as bytes`);
    const bytes = Number((size.rows[0] as { bytes: string }).bytes);
    stamp = { ...stamp, vacuumSeconds, bytes };
    await adminQuery(baseUrl, `comment on database ${name} is '${JSON.stringify(stamp)}'`);
  }
  return {
    kind: 'postgres',
    env: { DATABASE_URL: databaseUrl },
    busiestLine: busiest.line,
    busiestAccount: busiest.account,
    stamp,
    // Kept on purpose: seeding it again costs minutes.
    dispose: () => Promise.resolve(),
  };
}

/** Drops P7's cached database of `plan` (the 10x one is tens of GB). */
export async function dropGrowthDatabase(baseUrl: string, plan: GrowthPlan): Promise<void> {
  await adminQuery(baseUrl, `drop database if exists ${plan.database} with (force)`);
}

/** Row counts of a prepared database, for RESULTS. */
export async function countRows(
  handle: DatabaseHandle,
): Promise<{ accounts: number; events: number }> {
  const rows = await handle.db.execute<{ accounts: number; events: number }>(sql`
    select (select count(*) from accounts)::int as accounts,
      (select count(*) from usage_events)::int as events`);
  return { accounts: rows.rows[0]?.accounts ?? 0, events: rows.rows[0]?.events ?? 0 };
}
