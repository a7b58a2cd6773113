import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../platform/module-context';
import { idpIssuer } from '../platform/module-fetch';
import { accessControlPlugin } from './access-control';
import type { FeaturesOf } from './feature-gate';
import { createKeySource } from './key-source';

export type { RouteAccess } from './access-control';
export type { Caller } from './caller';
export { callerOf } from './caller';
export type { FeaturesOf } from './feature-gate';
export type { ClientName } from './client-credentials';
export { findAccountRoles } from './account-access';
export { ACCOUNT_PARAM, accountHolders, accountOwner } from './route-access';
export { STEP_UP_ROUTES } from './step-up-routes';
export { REAUTHENTICATION_MESSAGE } from './step-up';
export type { AccountAccess, AccountAccessOptions } from './route-access';

/** The audience of the portal's access tokens. */
export function apiAudience(context: Pick<ModuleContext, 'config'>): string {
  return `${context.config.publicUrl}/api`;
}

/**
 * Mounts the one authorisation check on a module's routes: every route there must declare
 * `config.access`, and every request is checked against it before its handler runs.
 * `featuresOf` serves routes that declare a gated feature (spec section 6).
 */
export async function registerAccessControl(
  app: FastifyInstance,
  context: ModuleContext,
  featuresOf?: FeaturesOf,
) {
  const issuer = idpIssuer(context.config);
  await app.register(accessControlPlugin, {
    db: context.database.db,
    keys: createKeySource(context.fetch, `${issuer}/jwks`),
    issuer,
    audience: apiAudience(context),
    ...(featuresOf === undefined ? {} : { featuresOf }),
    clients: { 'legacy-portal': context.config.legacyPortalClient },
    notices: { brand: context.config.brand, publicUrl: context.config.publicUrl },
    stepUpMaxAgeSeconds: context.config.stepUpMaxAgeSeconds,
  });
}
