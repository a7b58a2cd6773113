import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD, poolOf } from '../../../../test-support/personas';
import { openLoginPage, submitCredentials } from '../identity/testing/sign-in-flow';
import { SESSION_COOKIE } from '../session/cookie';
import type { TestApp } from './build-app';
import { TestBrowser } from './test-browser';

export interface SignInOptions {
  /** The demo person's own pool (test-support/personas.ts) unless a test says otherwise. */
  pool?: 'customer' | 'StaffIdentity';
  destinationUrl?: string | null;
  /** The demo password unless a test has changed it. */
  password?: string;
  /** Signs in in this browser (with the cookies it holds already) instead of a fresh one. */
  browser?: TestBrowser;
}

/** Signs in through the session endpoint and the identity provider, as the SPA does. */
export async function signInThroughSession(
  testApp: Pick<TestApp, 'app' | 'config'>,
  email: string,
  options: SignInOptions = {},
): Promise<{ browser: TestBrowser; completed: LightMyRequestResponse }> {
  const browser = options.browser ?? new TestBrowser(testApp.app, testApp.config.publicUrl);
  const started = await browser.request({
    method: 'POST',
    url: '/session/login',
    json: {
      destinationUrl:
        options.destinationUrl === undefined ? '/mobile/usage' : options.destinationUrl,
      pool: options.pool ?? poolOf(email),
    },
  });
  expect(started.statusCode).toBe(200);
  const { authorizeUrl } = started.json<{ data: { authorizeUrl: string } }>().data;
  const { action } = await openLoginPage(browser, authorizeUrl);
  const { location } = await submitCredentials(
    browser,
    action,
    email,
    options.password ?? DEMO_PASSWORD,
  );
  if (location === undefined) throw new Error('the identity provider did not return');
  const callback = new URL(location);
  expect(callback.pathname).toBe('/login/login-complete');
  const completed = await browser.request({
    method: 'POST',
    url: '/session/login-complete',
    json: Object.fromEntries(callback.searchParams),
  });
  return { browser, completed };
}

/** The Cookie header a signed-in browser sends, for calls TestBrowser cannot make (PUT). */
export function sessionCookieHeader(browser: TestBrowser): string | undefined {
  const key = browser.cookie(SESSION_COOKIE);
  return key === undefined ? undefined : `${SESSION_COOKIE}=${key}`;
}
