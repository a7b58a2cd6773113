import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import * as schema from './schema';
import { registerChangeFeed } from './change-cache';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed';
import { DEFAULT_FAILOVER_WAIT_MS, FailoverPool } from './failover';

export type Schema = typeof schema;

/**
 * The result shape both drivers share: node-postgres' QueryResult and PGlite's Results
 * each carry `rows`, so raw `db.execute(sql…)` stays typed whichever driver runs.
 */
export interface RowsQueryResult<TRow> {
  rows: TRow[];
}
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsQueryResult<this['row']>;
}

/** One database type for both drivers, so modules never care which one runs. */
export type Db = PgDatabase<RowsQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Plain SQL for libraries that bring their own queries (the job queue). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** A connection pool as pg sees it: open connections, idle ones, and queries waiting. */
export interface PoolUse {
  pool: 'shared' | 'locking';
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** What the metrics read at each scrape (decision 034). */
export interface DatabaseUse {
  /** PostgreSQL's pools; none on PGlite, which has one in-process connection. */
  pools: PoolUse[];
  changeFeed: Pick<ChangeFeed, 'live' | 'notifications' | 'reconnects'>;
}

export interface DatabaseHandle {
  db: Db;
  /**
   * For a transaction that holds a row lock while it waits on another module over HTTP (the
   * session's token refresh). On PostgreSQL it draws from a small pool of its own: drawn from
   * the shared pool, ten such waits at once would hold every connection, and the module they
   * wait on (which needs one) could never answer. On PGlite it is `db`.
   */
  lockingDb: Db;
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  ping(): Promise<void>;
  close(): Promise<void>;
  use(): DatabaseUse;
}

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; 'memory://' keeps the database in memory. */
  dataDir: string;
  /**
   * A PGlite data folder saved by savePgliteDataDir, to start from instead of an empty one:
   * the tests' databases are copies of one migrated and seeded once per run.
   */
  loadDataDir?: Blob | undefined;
  /**
   * PostgreSQL only: how long drawing a connection waits while the server cannot be reached
   * (a failover), before the query fails (db/failover.ts). Defaults to 20 s.
   */
  failoverWaitMs?: number | undefined;
}

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

/** Any fixed number shared by every process of this app; it names the migration lock. */
const MIGRATION_LOCK_KEY = 727_001;

/** The PGlite data folder that keeps the database in memory. */
export const IN_MEMORY = 'memory://';

/** Connections for transactions that wait on other modules (see DatabaseHandle.lockingDb). */
const LOCKING_POOL_SIZE = 4;

/** Internal details of a handle, kept off the public interface: how to migrate it. */
const migrators = new WeakMap<DatabaseHandle, () => Promise<void>>();
/** …and, for PGlite, its in-process database, whose data folder can be saved. */
const pgliteClients = new WeakMap<DatabaseHandle, PGlite>();

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl === undefined
    ? openPglite(options.dataDir, options.loadDataDir)
    : openPostgres(options.databaseUrl, options.failoverWaitMs ?? DEFAULT_FAILOVER_WAIT_MS);
}

/**
 * A PGlite database's whole data folder, uncompressed, to open copies of (loadDataDir). A
 * checkpoint first: a copy of a folder with unflushed WAL starts as after a crash, replaying
 * it every time it is opened (a test database opened in 1.4-1.9 s here, checkpointed in 0.9).
 */
export async function savePgliteDataDir(handle: DatabaseHandle): Promise<Blob> {
  const client = pgliteClients.get(handle);
  if (client === undefined) throw new Error('savePgliteDataDir: not a PGlite handle');
  await client.query('CHECKPOINT');
  return client.dumpDataDir('none');
}

/** Applies the committed SQL migrations; safe to call from several processes at once. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const migrator = migrators.get(handle);
  if (migrator === undefined)
    throw new Error('migrateDatabase: handle was not made by openDatabase');
  await migrator();
}

/**
 * A parameterless text may hold several statements (BEGIN; …; COMMIT;), which only exec
 * runs. The answer is every statement's rows in order, as pg-boss reads node-postgres' array
 * of results: its locked blocks put a RETURNING between BEGIN and COMMIT. PGlite has one
 * connection, so a script that fails inside its own BEGIN is rolled back here; otherwise
 * every later query would fail with "current transaction is aborted".
 */
async function execScript(client: PGlite, text: string): Promise<{ rows: unknown[] }> {
  try {
    return { rows: (await client.exec(text)).flatMap((result) => result.rows) };
  } catch (error) {
    if (/\bbegin\b/i.test(text)) await client.exec('rollback').catch(() => undefined);
    throw error;
  }
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir === IN_MEMORY || dataDir.startsWith(IN_MEMORY);
  // PGlite fails on a data folder whose parent does not exist yet.
  if (!inMemory) await mkdir(path.dirname(path.resolve(dataDir)), { recursive: true });
  // The options form: PGlite reads no options after a dataDir of undefined.
  const client = new PGlite({
    ...(inMemory ? {} : { dataDir }),
    ...(loadDataDir === undefined ? {} : { loadDataDir }),
  });
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  const changes = await pgliteChangeFeed(client);
  registerChangeFeed(db, changes);
  const handle: DatabaseHandle = {
    db,
    lockingDb: db,
    kind: 'pglite',
    executeSql: (text, values) =>
      values === undefined || values.length === 0
        ? execScript(client, text)
        : client.query(text, values),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await changes.close();
      if (!client.closed) await client.close();
    },
    use: () => ({ pools: [], changeFeed: changes }),
  };
  pgliteClients.set(handle, client);
  // One in-process connection: nothing else can migrate at the same time.
  migrators.set(handle, () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }));
  return handle;
}

/**
 * pg-pool awaits `onConnect` before it hands a new connection out; @types/pg types the hook
 * as returning nothing, which would hide that it is waited for.
 */
type PoolOptions = Omit<pg.PoolConfig, 'onConnect'> & {
  onConnect: (connection: pg.ClientBase) => Promise<void>;
};

function openPostgres(databaseUrl: string, failoverWaitMs: number): DatabaseHandle {
  const changes = postgresChangeFeed(databaseUrl);
  const pooled: PoolOptions = {
    connectionString: databaseUrl,
    onConnect: (connection) => changes.listenOn(connection),
  };
  // Both pools wait out a failover instead of failing at once (decision 035).
  const pool = new FailoverPool({ ...pooled, max: 10, failoverWaitMs });
  const lockPool = new FailoverPool({ ...pooled, max: LOCKING_POOL_SIZE, failoverWaitMs });
  for (const each of [pool, lockPool]) survivesServerRestarts(each);
  const db = drizzleNodePg({ client: pool, schema });
  const lockingDb = drizzleNodePg({ client: lockPool, schema });
  for (const each of [db, lockingDb]) registerChangeFeed(each, changes);
  const handle: DatabaseHandle = {
    db,
    lockingDb,
    kind: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await changes.close();
      for (const each of [pool, lockPool]) if (!each.ended) await each.end();
    },
    use: () => ({
      pools: [poolUse('shared', pool), poolUse('locking', lockPool)],
      changeFeed: changes,
    }),
  };
  migrators.set(handle, () => migratePostgresLocked(pool));
  return handle;
}

function poolUse(name: PoolUse['pool'], pool: pg.Pool): PoolUse {
  return {
    pool: name,
    total: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max: pool.options.max,
  };
}

/**
 * A restart or failover of PostgreSQL ends every connection, and each client then emits
 * 'error'. The pool listens only while a client is idle in it; a client checked out (in a
 * transaction between statements, or waiting on another module) has no listener, and an
 * unheard 'error' ends the process. So every client gets a listener of its own: the failure
 * still reaches whoever uses the client (its next query fails, the transaction rolls back,
 * the pool discards it), and new queries open new connections once the server is back.
 */
function survivesServerRestarts(pool: pg.Pool): void {
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
}

/**
 * drizzle's migrator reads the last applied migration and then applies the rest, so two
 * processes starting together could both apply the same one. A session advisory lock
 * held on one connection for the whole run makes the second wait and then find nothing
 * to do.
 */
async function migratePostgresLocked(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const db = drizzleNodePg({ client: connection, schema });
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}

/** Opens and migrates in one step: what the server and the CLIs do at start. */
export async function openMigratedDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = await openDatabase(options);
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** True when the accounts table has no rows (a fresh database). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.execute<{ present: boolean }>(
    sql`select exists (select 1 from ${schema.accounts}) as present`,
  );
  return rows.rows[0]?.present !== true;
}
