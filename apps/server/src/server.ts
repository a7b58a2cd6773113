import './require-node';
import Fastify from 'fastify';
import { ConfigError, loadConfig } from './config';
import { openDatabase, migrateDatabase } from './db/client';
import { seedDemoDataIfEmpty } from './db/seed';
import { app, serverOptions } from './app';

/**
 * Configures, listens and closes gracefully; everything else lives in the app plugin.
 * SIGTERM and SIGINT start the drain: new requests get a 503 (for at least
 * SHUTDOWN_DRAIN_MS, while a load balancer notices), in-flight requests finish, then the
 * listener and the database close. A second signal, or the shutdown timeout, ends the
 * process at once.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    failoverWaitMs: config.databaseFailoverWaitMs,
  });
  await migrateDatabase(database);

  const fastify = Fastify(serverOptions(config));
  if (config.seedDemoData && (await seedDemoDataIfEmpty(database, { today: new Date() }))) {
    fastify.log.info('demo data loaded into a new database');
  }
  await fastify.register(app, { config, database });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      fastify.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    fastify.log.info(`${signal} received: finishing in-flight requests`);
    const timer = setTimeout(() => {
      fastify.log.error('shutdown timed out: exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    fastify
      .drainAndClose({ drainMs: config.shutdownDrainMs })
      .then(() => database.close())
      .then(() => {
        fastify.log.info('closed');
        process.exit(0);
      })
      .catch((error: unknown) => {
        fastify.log.error({ err: error }, 'error while closing');
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await fastify.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${config.dataDir}`;
  const address = fastify.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  console.log(
    [
      '',
      `  Portal running at ${config.publicUrl.replace(/:\d+$/, `:${String(port)}`)}`,
      `  Database: ${where}`,
      '  Demo log-ins: see "Demo log-ins" in README.md (every password is Portal!2026)',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The portal could not start:', error);
  }
  process.exit(1);
});
