import Fastify, { type FastifyInstance } from 'fastify';
import { app, serverOptions } from '../../app';
import { loadConfig, type Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { rememberTestDatabase } from './second-factor';

/**
 * The whole app on a database the test already holds, so a second instance can be built on
 * the same data (keys must survive a restart). The caller closes the database.
 */
export async function buildAppOn(
  database: DatabaseHandle,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; config: Config }> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', ...env });
  const fastify = Fastify(serverOptions(config));
  await fastify.register(app, { config, database });
  await fastify.ready();
  rememberTestDatabase(fastify, database.db);
  return { app: fastify, config };
}
