import { rm } from 'node:fs/promises';
import pg from 'pg';
import { loadConfig } from '../../config';
import { openMigratedDatabase } from '../client';
import { seedDemoData } from '../seed';

/**
 * `npm run db:reset`: throws the database away, recreates it from the migrations and
 * loads the demo data set. For PGlite that is deleting the data folder; for PostgreSQL
 * dropping the public schema and drizzle's bookkeeping schema.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const started = performance.now();
  if (config.databaseUrl === undefined) {
    if (!config.dataDir.startsWith('memory://'))
      await rm(config.dataDir, { recursive: true, force: true });
  } else {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema if exists public cascade');
      await client.query('create schema public');
    } finally {
      await client.end();
    }
  }
  const handle = await openMigratedDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  try {
    const migrated = performance.now();
    await seedDemoData(handle.db, { today: new Date() });
    const where = handle.kind === 'postgres' ? 'PostgreSQL' : `PGlite at ${config.dataDir}`;
    console.log(
      `Reset ${where}: migrated in ${ms(migrated - started)}, demo data seeded in ${ms(performance.now() - migrated)}.`,
    );
  } finally {
    await handle.close();
  }
}

function ms(value: number): string {
  return `${Math.round(value)} ms`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
