import type { FastifyPluginAsync } from 'fastify';
import type { ModuleContext } from '../platform/module-context';
import { idpIssuer } from '../platform/module-fetch';
import { idpClient, type IdpClient } from './idp-client';
import { sessionStore, type SessionStore } from './session-store';
import { sessionRoutes } from './routes';
import { apiBridgePlugin } from './api-bridge';
import { sessionEndpointGuard } from './endpoint-guard';

interface SessionParts {
  store: SessionStore;
  idp: IdpClient;
}

function sessionParts(context: ModuleContext): SessionParts {
  return {
    store: sessionStore(context.database, context.config.sessionLifetime),
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
      // The cookie lasts as long as the session can; the store ends it sooner when idle.
      ttlSeconds: context.config.sessionLifetime.absoluteSeconds,
      fetch: context.fetch,
    }),
  );
};

/** Mounted at the root when the session module runs: turns the cookie into a bearer token. */
export const sessionApiBridge: FastifyPluginAsync<ModuleContext> = async (app, context) => {
  await app.register(apiBridgePlugin, { ...sessionParts(context), reporter: context.reporter });
};
