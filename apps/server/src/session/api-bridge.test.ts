import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser, TokenDetails } from '@portal/contracts';
import { startSentryCapture, type SentryCapture } from '../../../../test-support/sentry-capture';
import { openTestDatabase } from '../db/testing';
import type { DatabaseHandle } from '../db/client';
import { errorHandlerPlugin } from '../platform/error-handler';
import { createErrorReporter, type ErrorReporter } from '../platform/error-reporting';
import { requestContextPlugin, requestIdOptions } from '../platform/request-context';
import { apiBridgePlugin } from './api-bridge';
import { sessionStore, type SessionStore } from './session-store';
import { SESSION_COOKIE } from './cookie';

let database: DatabaseHandle;
let capture: SentryCapture;
let reporter: ErrorReporter;
beforeAll(async () => {
  database = await openTestDatabase();
  capture = await startSentryCapture();
  reporter = await createErrorReporter({ dsn: capture.dsn, environment: 'test' });
});
afterAll(async () => {
  await database.close();
  await capture.close();
});
beforeEach(() => {
  capture.events.length = 0;
  capture.bodies.length = 0;
});

function signedIn(expiresIn: number, isAutoLogin = false): SessionUser {
  return {
    isAutoLogin,
    codeVerifier: null,
    destinationUrl: null,
    accountCode: '30000001',
    isStaff: isAutoLogin,
    salesPersonName: null,
    tokenDetails: {
      idToken: 'id',
      accessToken: 'old-access',
      refreshToken: 'refresh-secret',
      expiresIn,
    },
  };
}

async function bridgeApp(
  refresh: (previous: TokenDetails) => Promise<TokenDetails>,
  storeOf: (store: SessionStore) => SessionStore = (store) => store,
) {
  const store = sessionStore(database, { idleSeconds: 3600, absoluteSeconds: 3600 });
  const idp = { refresh };
  const app = Fastify({ logger: false, ...requestIdOptions });
  await app.register(requestContextPlugin);
  await app.register(errorHandlerPlugin, { reporter });
  await app.register(cookie);
  await app.register(apiBridgePlugin, { store: storeOf(store), idp, reporter });
  app.get('/api/echo', (request) => ({ authorization: request.headers.authorization ?? null }));
  app.get('/other', (request) => ({ authorization: request.headers.authorization ?? null }));
  await app.ready();
  return { app, store };
}

describe('the session → API bridge', () => {
  it('attaches the access token to API calls only', async () => {
    const { app, store } = await bridgeApp(() => Promise.reject(new Error('not expected')));
    const key = 'a'.repeat(43);
    await store.save(key, signedIn(Date.now() + 300_000));
    const cookies = { [SESSION_COOKIE]: key };
    const api = await app.inject({ method: 'GET', url: '/api/echo', cookies });
    expect(api.json()).toEqual({ authorization: 'Bearer old-access' });
    const other = await app.inject({ method: 'GET', url: '/other', cookies });
    expect(other.json()).toEqual({ authorization: null });
  });

  it('refreshes a token near expiry once, however many requests arrive together', async () => {
    let refreshes = 0;
    const { app, store } = await bridgeApp(async (previous) => {
      refreshes += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return {
        ...previous,
        accessToken: `new-access-${String(refreshes)}`,
        expiresIn: Date.now() + 300_000,
      };
    });
    const key = 'b'.repeat(43);
    await store.save(key, signedIn(Date.now() + 10_000));
    const cookies = { [SESSION_COOKIE]: key };
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => app.inject({ method: 'GET', url: '/api/echo', cookies })),
    );
    expect(refreshes).toBe(1);
    for (const response of responses) {
      expect(response.json()).toEqual({ authorization: 'Bearer new-access-1' });
    }
  });

  it('never refreshes an auto-login (staff) session', async () => {
    let refreshes = 0;
    const { app, store } = await bridgeApp((previous) => {
      refreshes += 1;
      return Promise.resolve(previous);
    });
    const key = 'c'.repeat(43);
    await store.save(key, signedIn(Date.now() + 10_000, true));
    await app.inject({ method: 'GET', url: '/api/echo', cookies: { [SESSION_COOKIE]: key } });
    expect(refreshes).toBe(0);
  });

  it('ends the sign-in when the identity provider refuses the refresh, and reports it', async () => {
    const { app, store } = await bridgeApp(() =>
      Promise.reject(new Error('invalid_grant: refresh-secret')),
    );
    const key = 'd'.repeat(43);
    await store.save(key, signedIn(Date.now() + 10_000));
    const response = await app.inject({
      method: 'GET',
      url: '/api/echo',
      cookies: { [SESSION_COOKIE]: key },
    });
    expect(response.json()).toEqual({ authorization: null });
    expect((await store.find(key))?.tokenDetails).toBeNull();

    await reporter.flush();
    expect(capture.events).toHaveLength(1);
    expect(capture.events[0]?.exception?.values?.[0]?.value).toBe(
      'An error has occurred when refreshing access token.',
    );
    expect(capture.events[0]?.tags).toMatchObject({
      operation: 'session token refresh',
      account: '30000001',
    });
    expect(capture.bodies.join('\n')).not.toMatch(/refresh-secret|old-access/);
  });

  it('answers 500 and reports it when the refreshed token cannot be read from the session', async () => {
    const { app, store } = await bridgeApp(
      (previous) => Promise.resolve(previous),
      (real) => ({ ...real, update: () => Promise.reject(new Error('database gone')) }),
    );
    const key = 'e'.repeat(43);
    await store.save(key, signedIn(Date.now() + 10_000));
    const response = await app.inject({
      method: 'GET',
      url: '/api/echo',
      cookies: { [SESSION_COOKIE]: key },
    });
    expect(response.statusCode).toBe(500);

    await reporter.flush();
    expect(capture.events.map((event) => event.exception?.values?.[0]?.value)).toEqual([
      'An error has occurred when getting refreshed token from session.',
    ]);
    expect(capture.events[0]?.tags).toMatchObject({ operation: 'GET /api/echo', status: '500' });
  });

  it('reports nothing when a token is fresh or refreshes well', async () => {
    const { app, store } = await bridgeApp((previous) =>
      Promise.resolve({ ...previous, expiresIn: Date.now() + 300_000 }),
    );
    const key = 'f'.repeat(43);
    await store.save(key, signedIn(Date.now() + 10_000));
    await app.inject({ method: 'GET', url: '/api/echo', cookies: { [SESSION_COOKIE]: key } });
    await app.inject({ method: 'GET', url: '/api/echo', cookies: { [SESSION_COOKIE]: key } });
    await reporter.flush();
    expect(capture.bodies).toEqual([]);
  });
});
