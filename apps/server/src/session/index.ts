import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../platform/module-context';
import { idpIssuer } from '../platform/module-fetch';
import { idpClient, type IdpClient } from './idp-client';
import { sessionStore, type SessionStore } from './session-store';
import { sessionRoutes } from './routes';
import { apiBridgePlugin } from './api-bridge';
import { sessionEndpointGuard } from './endpoint-guard';

/** Sessions end with the identity provider's own session at the latest. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

interface SessionParts {
  store: SessionStore;
  idp: IdpClient;
}

function sessionParts(context: ModuleContext): SessionParts {
  return {
    store: sessionStore(context.database, SESSION_TTL_SECONDS),
    idp: idpClient({
      issuer: idpIssuer(context.config),
      publicUrl: context.config.publicUrl,
      fetch: context.fetch,
    }),
  };
}

/**
 * The session endpoint (backend-for-frontend), mounted at /session: keeps the tokens on
 * the server; the browser holds only a cookie and sees the session without tokens.
 */
export const sessionModule: FastifyPluginAsync<ModuleContext> = async (app, context) => {
  const { store, idp } = sessionParts(context);
  sessionEndpointGuard(context.config.sessionEndpoint)(app);
  await app.register(
    sessionRoutes({
      store,
      idp,
      publicUrl: context.config.publicUrl,
      issuer: idpIssuer(context.config),
      ttlSeconds: SESSION_TTL_SECONDS,
      fetch: context.fetch,
    }),
  );
};

/** Mounted at the root when the session module runs: turns the cookie into a bearer token. */
export const sessionApiBridge: FastifyPluginAsync<ModuleContext> = async (app, context) => {
  await app.register(apiBridgePlugin, sessionParts(context));
};
