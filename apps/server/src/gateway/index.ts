import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../platform/module-context';
import { cardSubmitRoutes, merchantRoutes } from './api/routes';
import type { GatewayContext } from './context';
import { deriveGatewayKeys } from './keys';
import { pageRoutes } from './pages/routes';

/**
 * Sandbox card and online-banking gateway with hosted pages, mounted at /gateway. It stands
 * in for a real provider (README.md): a merchant API under /api/v1 that takes the merchant
 * key, a card submit the browser posts to, and the hosted card and bank pages.
 */
export const gatewayModule: FastifyPluginAsync<ModuleContext> = async (
  app,
  { config, database },
) => {
  const context: GatewayContext = {
    db: database.db,
    keys: deriveGatewayKeys(config.gateway.apiKey),
    baseUrl: `${config.publicUrl}/gateway`,
    secureCookies: config.publicUrl.startsWith('https:'),
  };
  // Siblings, so the merchant-key hook covers the merchant API and not the browser's submit.
  await app.register(merchantRoutes(context, config.gateway.apiKey), { prefix: '/api/v1' });
  await app.register(cardSubmitRoutes(context), { prefix: '/api/v1' });
  await app.register(pageRoutes(context));
};
