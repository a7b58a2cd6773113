import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './client';
import { seedDemoData } from './seed';

export interface TestDatabaseOptions {
  seed?: boolean;
  /** The `today` the demo history is anchored on; defaults to now. */
  today?: Date;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a new database `portal_test_<random>` on
 * it that close() drops again. (Test-only, so it may read process.env itself.)
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const handle =
    serverUrl === undefined || serverUrl === ''
      ? await openDatabase({ dataDir: 'memory://' })
      : await openScratchPostgres(serverUrl);
  try {
    await migrateDatabase(handle);
    if (options.seed === true)
      await seedDemoData(handle.db, { today: options.today ?? new Date() });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function openScratchPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  // Same object, so migrateDatabase still recognises it; only close does more.
  const closePool = handle.close.bind(handle);
  handle.close = async () => {
    await closePool();
    // WITH (FORCE) (PostgreSQL 13+) ends any connection a test left behind.
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
  return handle;
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
