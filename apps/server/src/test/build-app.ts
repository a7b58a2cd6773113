import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { loadConfig, type Config } from '../config';
import { openTestDatabase } from '../db/testing';
import type { DatabaseHandle } from '../db/client';
import { app, serverOptions } from '../app';
import { injectFetch } from './inject-fetch';
import { rememberTestDatabase } from '../identity/testing/second-factor';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  seed?: boolean;
  /** Replaces parts of the database handle, e.g. a ping that fails. */
  databaseOverrides?: Partial<DatabaseHandle>;
  /** Where log lines go, for tests that read the logs (set LOG_LEVEL in env too). */
  logStream?: { write(line: string): void };
  /** Sees every route the app registers, from a hook added before the app (route tables). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the same app plugin production runs, on a fresh database: in-memory PGlite, or a new
 * PostgreSQL database when TEST_DATABASE_URL is set (dropped again on close). Tests take it
 * through test-app.ts, which closes it for them.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    // Tests that need the job queue switch it on and run the jobs they test.
    SCHEDULER_ENABLED: 'false',
    ...options.env,
  });
  const database = await openTestDatabase({ seed: options.seed ?? false });
  const server = serverOptions(config);
  const fastify = Fastify(
    options.logStream === undefined || typeof server.logger !== 'object'
      ? server
      : { ...server, logger: { ...server.logger, stream: options.logStream } },
  );
  const { onRoute } = options;
  if (onRoute !== undefined) fastify.addHook('onRoute', onRoute);
  await fastify.register(app, {
    config,
    database: { ...database, ...options.databaseOverrides },
    fetch: injectFetch(() => fastify),
  });
  await fastify.ready();
  rememberTestDatabase(fastify, database.db);
  return {
    app: fastify,
    database,
    config,
    async close() {
      await fastify.close();
      await database.close();
    },
  };
}
