import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { DEMO_PASSWORD } from '../../../../../test-support/personas';
import { openLoginPage, submitCredentials } from '../../identity/testing/sign-in-flow';
import { signInThroughSession } from '../sign-in-through-session';
import { appForTests } from '../test-app';
import type { TestBrowser } from '../test-browser';
import { SESSION_COOKIE } from '../../session/cookie';
import { sessionStore } from '../../session/session-store';

/**
 * Signing in again before a risky action (decision 052), through the session endpoint and
 * the identity provider as the SPA does, on a server whose step-up window is 10 seconds: a
 * sign-in 11 seconds old is refused a SIM block, and the same session after signing in again
 * is let through to the route's own checks (a body that fails validation: nothing changes).
 */
const { testApp } = appForTests({ seed: true, env: { STEP_UP_MAX_AGE_SECONDS: '10' } });
const SIM_BLOCK = {
  method: 'POST' as const,
  url: '/api/mobile/v2/management/accounts/30000001/mobileServices/0211234567/changeSimBlock',
  json: [],
};

async function accessTokenOf(browser: TestBrowser): Promise<string> {
  const key = browser.cookie(SESSION_COOKIE);
  const session =
    key === undefined
      ? undefined
      : await sessionStore(testApp.database, testApp.config.sessionLifetime).find(key);
  if (session?.tokenDetails == null) throw new Error('no tokens in the session');
  return session.tokenDetails.accessToken;
}

async function startAgain(browser: TestBrowser) {
  const started = await browser.request({
    method: 'POST',
    url: '/session/reauthenticate',
    json: { destinationUrl: '/mobile?serviceEntity=0211234567' },
  });
  expect(started.statusCode).toBe(200);
  return new URL(started.json<{ data: { authorizeUrl: string } }>().data.authorizeUrl);
}

async function signInOnProviderPage(browser: TestBrowser, url: URL, email: string) {
  const { action, page } = await openLoginPage(browser, `${url.pathname}${url.search}`);
  const { location } = await submitCredentials(browser, action, email, DEMO_PASSWORD);
  if (location === undefined) throw new Error('the identity provider did not return');
  const callback = new URL(location);
  const completed = await browser.request({
    method: 'POST',
    url: '/session/login-complete',
    json: Object.fromEntries(callback.searchParams),
  });
  return { page, completed };
}

describe('signing in again before a risky action', () => {
  it('asks on the provider page, and the same session then may', async () => {
    const { browser } = await signInThroughSession(testApp, 'aroha@example.nz');
    const first = decodeJwt(await accessTokenOf(browser));
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    const refused = await browser.request(SIM_BLOCK);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['www-authenticate']).toContain('insufficient_user_authentication');

    const url = await startAgain(browser);
    expect(url.searchParams.get('prompt')).toBe('login');
    expect(url.searchParams.get('login_hint')).toBe('aroha@example.nz');
    const { page, completed } = await signInOnProviderPage(browser, url, 'aroha@example.nz');
    // The provider's session is live, yet it asks: with her email already in the form.
    expect(page.body).toContain('value="aroha@example.nz"');
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({
      data: { isLoggedIn: true, destinationUrl: '/mobile?serviceEntity=0211234567' },
    });

    const renewed = decodeJwt(await accessTokenOf(browser));
    expect(renewed.sub).toBe(first.sub);
    expect(Number(renewed.auth_time)).toBeGreaterThan(Number(first.auth_time));
    expect((await browser.request(SIM_BLOCK)).statusCode).toBe(400);
  }, 60_000);

  it('never hands the session to someone else who signs in on the provider page', async () => {
    const { browser } = await signInThroughSession(testApp, 'aroha@example.nz');
    const url = await startAgain(browser);
    const { action } = await openLoginPage(browser, `${url.pathname}${url.search}`);
    const { location } = await submitCredentials(browser, action, 'mere@example.nz', DEMO_PASSWORD);
    if (location !== undefined) {
      // Back with Mere's code: the session module refuses it and ends the session.
      const callback = new URL(location);
      const completed = await browser.request({
        method: 'POST',
        url: '/session/login-complete',
        json: Object.fromEntries(callback.searchParams),
      });
      expect(completed.statusCode).toBe(401);
    }
    // Either way the session is Aroha's still, or nobody's: never Mere's.
    const me = await browser.request({ url: '/api/iam/Users/me' });
    if (me.statusCode === 200) {
      expect(me.json()).toMatchObject({ data: { email: 'aroha@example.nz' } });
    } else {
      expect(me.statusCode).toBe(401);
    }
  }, 60_000);

  it('has nothing to renew for someone signed out', async () => {
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/session/reauthenticate',
      payload: { destinationUrl: '/' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
