import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../platform/module-context';
import { deleteExpiredPayloads } from './adapter/delete-expired-payloads';
import { acceptFormBodies } from '../platform/form-body';
import { stylesheetRoutes } from '../platform/server-pages/stylesheet-route';
import { interactionRoutes } from './interactions/routes';
import { pageAssetRoutes } from './pages/asset-routes';
import { setPageBrand } from './pages/html';
import { registerRoutes } from './recovery/register-routes';
import { resetRoutes } from './recovery/reset-routes';
import { createProvider } from './provider/create-provider';
import { mountProvider } from './provider/mount-provider';
import { iamRoutes } from './iam/routes';
import { loadIdpKeys } from './keys/load-idp-keys';
import { loadFactorKeys } from './second-factor/factor-keys';
import { brandName } from '@portal/domain';
import { staffAccessApiRoutes } from './staff-access/api-routes';
import { staffTokenRoute } from './staff-access/token-route';
import { apiAudience } from '../auth';
import { idpIssuer } from '../platform/module-fetch';

/** Expired oidc-provider rows are invisible already; this only keeps the table small. */
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * OpenID Provider for the customer and staff pools, and its sign-in pages (decision 004).
 * Mounted at /idp: the module's own routes (sign-in pages, stylesheet) first, everything
 * else under /idp is oidc-provider's.
 */
export async function identityModule(app: FastifyInstance, context: ModuleContext) {
  const { config, database } = context;
  const db = database.db;
  // Loaded once: the provider signs with them, and so does the staff token exchange.
  const keys = await loadIdpKeys(db);
  const provider = createProvider({ config, db, keys, log: app.log });

  // The biggest real form is a new passkey's answer (a staff second step, decision 056):
  // its attestation, form-encoded, passes 8 KB in Chromium; anything bigger is not one.
  acceptFormBodies(app, 16 * 1024);
  stylesheetRoutes(app, path.join(import.meta.dirname, 'pages', 'login.css'));
  setPageBrand(config.brand);
  pageAssetRoutes(app, config.brand);
  const factorKeys = await loadFactorKeys(db, { allowDemoKey: !config.isProduction });
  await app.register(
    interactionRoutes({
      provider,
      db,
      portalUrl: config.publicUrl,
      brand: config.brand,
      notices: { brand: config.brand, publicUrl: config.publicUrl },
      factorKeys,
      issuer: brandName(config.brand),
    }),
  );
  await app.register(resetRoutes({ db, publicUrl: config.publicUrl, brand: config.brand }));
  await app.register(registerRoutes({ db, publicUrl: config.publicUrl }));
  const [signingKey] = keys.signing;
  if (signingKey === undefined) throw new Error('identity: no signing key');
  await app.register(
    staffTokenRoute({ db, signingKey, issuer: idpIssuer(config), audience: apiAudience(context) }),
  );
  mountProvider(app, provider, config.publicUrl);

  const cleanup = setInterval(() => {
    deleteExpiredPayloads(db).catch((error: unknown) => {
      app.log.warn({ err: error }, 'identity: could not delete expired payloads');
    });
  }, CLEANUP_INTERVAL_MS);
  cleanup.unref();
  app.addHook('onClose', () => {
    clearInterval(cleanup);
  });
}

/** The identity and user calls of spec section 7 (/api/iam/*, /api/salesPeople/me). */
export async function identityApiModule(app: FastifyInstance, context: ModuleContext) {
  // Each group mounts its own access control, so they are siblings, not one context.
  await app.register((child) => iamRoutes(child, context));
  await app.register((child) => staffAccessApiRoutes(child, context));
}
