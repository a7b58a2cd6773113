import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import {
  IN_MEMORY,
  migrateDatabase,
  openDatabase,
  savePgliteDataDir,
  type DatabaseHandle,
  type OpenDatabaseOptions,
} from './client';
import { nzDateOf } from './seed/dates';
import { seedDemoData } from './seed';

export interface TestDatabaseOptions {
  seed?: boolean;
  /** The `today` the demo history is anchored on; defaults to now. */
  today?: Date;
}

/**
 * The two databases every test file starts from, made once per test run (the server's
 * Vitest global set-up): one migrated, one migrated and seeded with the demo data as of
 * `today`. On PGlite each is a saved data folder; on PostgreSQL, a database to copy.
 */
export interface DatabaseTemplates {
  kind: 'pglite' | 'postgres';
  /** A file of the saved data folder (PGlite) or a database's name (PostgreSQL). */
  migrated: string;
  seeded: string;
  /** The instant the seeded one's history leads up to, as an ISO text. */
  today: string;
}

/** The PostgreSQL server the tests run on, when TEST_DATABASE_URL names one. */
function testServerUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  return url === undefined || url === '' ? undefined : url;
}

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL names a
 * PostgreSQL server, a new database `portal_test_<random>` on it that close() drops again.
 * With `templates` (made by the global set-up, test/global-setup.ts), it is a copy of the
 * prepared one, which takes a fraction of migrating and seeding again; without, or when the
 * seed is asked for another day than the templates', it is migrated and seeded here.
 * (Test-only, so it may read process.env itself.)
 */
export async function openTestDatabase(
  options: TestDatabaseOptions = {},
  templates: DatabaseTemplates | undefined = inject('databaseTemplates'),
): Promise<DatabaseHandle> {
  const seed = options.seed === true;
  const today = options.today ?? new Date();
  const usable =
    templates?.kind === (testServerUrl() === undefined ? 'pglite' : 'postgres')
      ? templates
      : undefined;
  const seededCopy =
    seed && usable !== undefined && nzDateOf(new Date(usable.today)) === nzDateOf(today);
  const from = usable === undefined ? undefined : seededCopy ? usable.seeded : usable.migrated;
  const handle = await openScratch(from);
  try {
    if (usable === undefined) await migrateDatabase(handle);
    if (seed && !seededCopy) await seedDemoData(handle.db, { today });
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** A new, empty database, or a copy of a template (a saved PGlite folder, a PostgreSQL database). */
async function openScratch(template: string | undefined): Promise<DatabaseHandle> {
  const serverUrl = testServerUrl();
  if (serverUrl !== undefined) return openScratchPostgres(serverUrl, template);
  return openDatabase({
    dataDir: IN_MEMORY,
    ...(template === undefined ? {} : { loadDataDir: await openAsBlob(template) }),
  });
}

async function openScratchPostgres(
  serverUrl: string,
  template: string | undefined,
): Promise<DatabaseHandle> {
  const name = await createScratchDatabase(serverUrl, 'portal_test', template);
  const handle = await openDatabase(scratchOptions(serverUrl, name));
  // Same object, so migrateDatabase still recognises it; only close does more.
  const closePool = handle.close.bind(handle);
  handle.close = async () => {
    await closePool();
    await dropScratchDatabase(serverUrl, name);
  };
  return handle;
}

/**
 * Makes the run's two templates: migrates one database and saves it, then seeds it with the
 * demo data as of now and saves it again. Returns them with the function that removes them.
 */
export async function prepareDatabaseTemplates(): Promise<{
  templates: DatabaseTemplates;
  remove: () => Promise<void>;
}> {
  const today = new Date();
  const serverUrl = testServerUrl();
  if (serverUrl === undefined) {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'portal-test-databases-'));
    const templates: DatabaseTemplates = {
      kind: 'pglite',
      migrated: path.join(folder, 'migrated.tar'),
      seeded: path.join(folder, 'seeded.tar'),
      today: today.toISOString(),
    };
    const handle = await openDatabase({ dataDir: IN_MEMORY });
    try {
      await migrateDatabase(handle);
      await saveTo(templates.migrated, handle);
      await seedDemoData(handle.db, { today });
      await saveTo(templates.seeded, handle);
    } finally {
      await handle.close();
    }
    return { templates, remove: () => rm(folder, { recursive: true, force: true }) };
  }
  const made: string[] = [];
  const remove = async () => {
    for (const name of made) await dropScratchDatabase(serverUrl, name);
  };
  try {
    const migrated = await createScratchDatabase(serverUrl, 'portal_template');
    made.push(migrated);
    await withDatabase(serverUrl, migrated, (handle) => migrateDatabase(handle));
    const seeded = await createScratchDatabase(serverUrl, 'portal_template', migrated);
    made.push(seeded);
    await withDatabase(serverUrl, seeded, (handle) => seedDemoData(handle.db, { today }));
    return {
      templates: { kind: 'postgres', migrated, seeded, today: today.toISOString() },
      remove,
    };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function saveTo(file: string, handle: DatabaseHandle): Promise<void> {
  const saved = await savePgliteDataDir(handle);
  await writeFile(file, new Uint8Array(await saved.arrayBuffer()));
}

async function withDatabase(
  serverUrl: string,
  name: string,
  work: (handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const handle = await openDatabase(scratchOptions(serverUrl, name));
  try {
    await work(handle);
  } finally {
    // A template must have no connections left when it is copied.
    await handle.close();
  }
}

function scratchOptions(serverUrl: string, name: string): OpenDatabaseOptions {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { databaseUrl: url.toString(), dataDir: IN_MEMORY };
}

/** A new database `<prefix>_<random>`, empty or a copy of `template`; returns its name. */
async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    serverUrl,
    `create database ${name}${template === undefined ? '' : ` template ${template}`}`,
  );
  return name;
}

async function dropScratchDatabase(serverUrl: string, name: string): Promise<void> {
  // WITH (FORCE) (PostgreSQL 13+) ends any connection a test left behind.
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

/** One statement on the server's default database, on a connection of its own. */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
