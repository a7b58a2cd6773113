import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '@portal/contracts';
import type { ErrorReporter } from '../platform/error-reporting';
import type { IdpClient } from './idp-client';
import type { SessionStore } from './session-store';
import { sessionKeyOf } from './cookie';

/** Refresh when less than this is left, so a token never expires on its way to the API. */
export const REFRESH_MARGIN_MS = 60_000;

export const REFRESH_FAILED_MESSAGE = 'An error has occurred when refreshing access token.';
export const REFRESHED_TOKEN_MESSAGE =
  'An error has occurred when getting refreshed token from session.';
/** How a refresh failure is named in error reports. */
export const REFRESH_OPERATION = 'session token refresh';

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
  (
    app: FastifyInstance,
    options: { store: SessionStore; idp: Pick<IdpClient, 'refresh'>; reporter: ErrorReporter },
  ) => {
    const refresh = async (request: FastifyRequest, locked: SessionUser): Promise<SessionUser> => {
      if (!needsRefresh(locked, Date.now()) || locked.tokenDetails === null) return locked;
      try {
        return { ...locked, tokenDetails: await options.idp.refresh(locked.tokenDetails) };
      } catch (error) {
        request.log.warn({ err: error }, REFRESH_FAILED_MESSAGE);
        // Reported whatever the identity provider answered: to the browser this is no
        // client error, and a refused refresh signs a customer out mid-task.
        options.reporter.report(new Error(REFRESH_FAILED_MESSAGE, { cause: error }), {
          operation: REFRESH_OPERATION,
          accountCode: locked.accountCode,
          requestGuid: request.id,
          status: 502,
        });
        // A refused refresh ends the sign-in; the API answers 401 and the SPA signs in again.
        return { ...locked, tokenDetails: null };
      }
    };

    const bearerOf = async (request: FastifyRequest, key: string): Promise<void> => {
      let session = await options.store.find(key);
      if (session === undefined) return;

      if (needsRefresh(session, Date.now())) {
        try {
          session = await options.store.update(key, (locked) => refresh(request, locked));
        } catch (error) {
          // The one error handler answers 500 and reports it, tagged with the route.
          throw new Error(REFRESHED_TOKEN_MESSAGE, { cause: error });
        }
      }
      const accessToken = session?.tokenDetails?.accessToken;
      if (accessToken !== undefined) request.headers.authorization = `Bearer ${accessToken}`;
    };

    // A callback hook: it runs on every request, and most (pages, assets, probes) have no
    // session to bridge, so they go on at once instead of through a promise and a
    // microtask each (issue 8, P1).
    app.addHook('onRequest', (request, _reply, done) => {
      const key =
        request.url.startsWith('/api/') && request.headers.authorization === undefined
          ? sessionKeyOf(request)
          : undefined;
      if (key === undefined) {
        done();
        return;
      }
      bearerOf(request, key).then(() => {
        done();
      }, done);
    });
  },
  { name: 'session-api-bridge' },
);
