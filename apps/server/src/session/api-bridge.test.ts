import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser, TokenDetails } from '@portal/contracts';
import { openTestDatabase } from '../db/testing';
import type { DatabaseHandle } from '../db/client';
import { apiBridgePlugin } from './api-bridge';
import { sessionStore } from './session-store';
import { SESSION_COOKIE } from './cookie';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function signedIn(expiresIn: number, isAutoLogin = false): SessionUser {
  return {
    isAutoLogin,
    codeVerifier: null,
    destinationUrl: null,
    accountCode: null,
    isStaff: isAutoLogin,
    salesPersonName: null,
    tokenDetails: { idToken: 'id', accessToken: 'old-access', refreshToken: 'r1', expiresIn },
  };
}

async function bridgeApp(refresh: (previous: TokenDetails) => Promise<TokenDetails>) {
  const store = sessionStore(database, { idleSeconds: 3600, absoluteSeconds: 3600 });
  const idp = { refresh };
  const app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(apiBridgePlugin, { store, idp });
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

  it('ends the sign-in when the identity provider refuses the refresh', async () => {
    const { app, store } = await bridgeApp(() => Promise.reject(new Error('invalid_grant')));
    const key = 'd'.repeat(43);
    await store.save(key, signedIn(Date.now() + 10_000));
    const response = await app.inject({
      method: 'GET',
      url: '/api/echo',
      cookies: { [SESSION_COOKIE]: key },
    });
    expect(response.json()).toEqual({ authorization: null });
    expect((await store.find(key))?.tokenDetails).toBeNull();
  });
});
