import { describe, expect, it } from 'vitest';
import { sessionViewSchema } from '@portal/contracts';
import { appForTests, appForThisTest } from '../test/test-app';
import { SESSION_COOKIE } from './cookie';
import { sessionStore } from './session-store';

const { testApp } = appForTests();

function sessionCookieOf(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

describe('the session endpoint', () => {
  it('gives a browser without a session a signed-out view', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/session' });
    expect(response.statusCode).toBe(200);
    const view = sessionViewSchema.parse(response.json<{ data: unknown }>().data);
    expect(view).toMatchObject({ isLoggedIn: false, accountCode: null, isStaff: false });
  });

  it('keeps the key in a __Host- cookie that scripts cannot read', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/session',
      payload: { destinationUrl: '/mobile/usage' },
    });
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Secure');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/');
    expect(header).not.toContain('Domain=');
  });

  it('replaces the browser’s copy with each answer: post, patch, get, delete', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/session',
      payload: { destinationUrl: '/account/bill-history' },
    });
    const cookie = sessionCookieOf(created);
    expect(cookie).toBeDefined();
    const cookies = { [SESSION_COOKIE]: cookie?.value ?? '' };

    // An account code needs a signed-in identity with a claim on it (session-account-code.test.ts).
    const patched = await testApp.app.inject({
      method: 'PATCH',
      url: '/session',
      cookies,
      payload: { destinationUrl: '/mobile/usage' },
    });
    expect(patched.json()).toMatchObject({
      data: { accountCode: null, destinationUrl: '/mobile/usage' },
    });

    const read = await testApp.app.inject({ method: 'GET', url: '/session', cookies });
    expect(read.json()).toMatchObject({ data: { destinationUrl: '/mobile/usage' } });

    const deleted = await testApp.app.inject({ method: 'DELETE', url: '/session', cookies });
    expect(deleted.json()).toMatchObject({ data: { destinationUrl: null, isLoggedIn: false } });
    const after = await testApp.app.inject({ method: 'GET', url: '/session', cookies });
    expect(after.json()).toMatchObject({ data: { destinationUrl: null } });
  });

  it('refuses a destination outside the portal and unknown fields', async () => {
    for (const payload of [
      { destinationUrl: 'https://evil.example/' },
      { destinationUrl: '//evil.example/path' },
      { isStaff: true },
      { tokenDetails: { accessToken: 'x' } },
    ]) {
      const response = await testApp.app.inject({ method: 'POST', url: '/session', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('never shows the tokens or the verifier it holds', async () => {
    const store = sessionStore(testApp.database, testApp.config.sessionLifetime);
    const key = 'k'.repeat(43);
    await store.save(key, {
      isAutoLogin: false,
      codeVerifier: 'secret-verifier',
      destinationUrl: null,
      accountCode: '30000001',
      isStaff: false,
      salesPersonName: null,
      tokenDetails: {
        idToken: 'id.token.value',
        accessToken: 'access.token.value',
        refreshToken: 'refresh-token-value',
        expiresIn: Date.now() + 300_000,
      },
    });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/session',
      cookies: { [SESSION_COOKIE]: key },
    });
    expect(response.json()).toMatchObject({ data: { isLoggedIn: true, accountCode: '30000001' } });
    expect(response.body).not.toMatch(/token\.value|refresh-token-value|secret-verifier/);
  });

  it('refuses to finish a sign-in that was never started', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/session/login-complete',
      payload: { code: 'abc', state: 'def' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      message: "It seems there's been a hiccup with your login.",
    });
  });
});

describe('switching the session endpoint', () => {
  it('refuses every call with a 500 naming the method when it is not enabled', async () => {
    const disabled = await appForThisTest({ env: { SESSION_ENDPOINT_ENABLED: 'false' } });
    const response = await disabled.app.inject({ method: 'PATCH', url: '/session', payload: {} });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      message: 'The session endpoint is not enabled (PATCH).',
    });
  });

  it('refuses a method outside the allowed list', async () => {
    const readOnly = await appForThisTest({ env: { SESSION_ALLOWED_METHODS: 'GET' } });
    expect((await readOnly.app.inject({ method: 'GET', url: '/session' })).statusCode).toBe(200);
    const deleted = await readOnly.app.inject({ method: 'DELETE', url: '/session' });
    expect(deleted.statusCode).toBe(405);
    expect(deleted.json()).toMatchObject({
      message: 'The session endpoint does not allow DELETE.',
    });
  });
});
