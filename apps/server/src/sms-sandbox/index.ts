import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../platform/module-context';
import { deliveryReporter } from './delivery-reports';
import { messageRoutes } from './routes';

/**
 * The sandbox text-message provider, mounted at /sms-sandbox (README.md). It stands in for
 * a real one: an API under /api/v1 that takes the API key and an Idempotency-Key, and
 * delivery reports posted, signed, to the sender's statusCallback.
 */
export const smsSandboxModule: FastifyPluginAsync<ModuleContext> = async (
  app,
  { config, database, fetch },
) => {
  const reporter = deliveryReporter(database.db, fetch, config.sms.apiKey);
  app.addHook('onClose', () => {
    reporter.close();
  });
  await app.register(messageRoutes(database.db, config.sms.apiKey, reporter), {
    prefix: '/api/v1',
  });
};
