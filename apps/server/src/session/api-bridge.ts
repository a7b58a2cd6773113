import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '@portal/contracts';
import type { IdpClient } from './idp-client';
import type { SessionStore } from './session-store';
import { sessionKeyOf } from './cookie';

/** Refresh when less than this is left, so a token never expires on its way to the API. */
export const REFRESH_MARGIN_MS = 60_000;

export const REFRESH_FAILED_MESSAGE = 'An error has occurred when refreshing access token.';

function needsRefresh(session: SessionUser, now: number): boolean {
  const tokens = session.tokenDetails;
  if (tokens === null || session.isAutoLogin) return false;
  return tokens.expiresIn !== null && tokens.expiresIn - now < REFRESH_MARGIN_MS;
}

/**
 * Backend-for-frontend: a browser request to /api carries only the session cookie; this
 * swaps it for the bearer access token, refreshing it first when it nears expiry. The
 * refresh runs with the session row locked, so several tabs asking at once cause one
 * refresh, and the others use its result. Auto-login (staff) sessions never refresh.
 */
export const apiBridgePlugin = fp(
  (app: FastifyInstance, options: { store: SessionStore; idp: Pick<IdpClient, 'refresh'> }) => {
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') || request.headers.authorization !== undefined) return;
      const key = sessionKeyOf(request);
      if (key === undefined) return;
      let session = await options.store.find(key);
      if (session === undefined) return;

      if (needsRefresh(session, Date.now())) {
        session = await options.store.update(key, async (locked) => {
          if (!needsRefresh(locked, Date.now()) || locked.tokenDetails === null) return locked;
          try {
            return { ...locked, tokenDetails: await options.idp.refresh(locked.tokenDetails) };
          } catch (error) {
            request.log.warn({ err: error }, REFRESH_FAILED_MESSAGE);
            // A refused refresh ends the sign-in; the API answers 401 and the SPA signs in again.
            return { ...locked, tokenDetails: null };
          }
        });
      }
      const accessToken = session?.tokenDetails?.accessToken;
      if (accessToken !== undefined) request.headers.authorization = `Bearer ${accessToken}`;
    });
  },
  { name: 'session-api-bridge' },
);
