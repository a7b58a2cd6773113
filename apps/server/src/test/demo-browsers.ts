import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-app';
import { signInThroughSession } from './sign-in-through-session';
import { TestBrowser, type BrowserRequest } from './test-browser';

/** The demo staff log-ins (sam.…@example.nz) sign in through the staff pool. */
export const demoPoolOf = (email: string) =>
  email.startsWith('sam.') ? ('StaffIdentity' as const) : ('customer' as const);

/**
 * Signed-in browsers of the demo people for a test file, each signed in once (through the
 * session and the identity provider, as the SPA does) and kept.
 */
export function demoBrowsers(testApp: () => TestApp) {
  const browsers = new Map<string, TestBrowser>();
  const as = async (email: string): Promise<TestBrowser> => {
    const existing = browsers.get(email);
    if (existing !== undefined) return existing;
    const { browser } = await signInThroughSession(testApp(), email, {
      pool: demoPoolOf(email),
    });
    browsers.set(email, browser);
    return browser;
  };
  const call = async (email: string, request: BrowserRequest): Promise<LightMyRequestResponse> =>
    (await as(email)).request(request);
  const get = (email: string, url: string) => call(email, { url });
  /** The envelope's data of a call that must succeed. */
  const data = async (email: string, request: BrowserRequest | string): Promise<unknown> => {
    const asked = typeof request === 'string' ? { url: request } : request;
    const response = await call(email, asked);
    expect(
      response.statusCode,
      `${email} ${asked.method ?? 'GET'} ${asked.url}: ${response.body.slice(0, 200)}`,
    ).toBe(200);
    return response.json<{ data: unknown }>().data;
  };
  const anonymous = () => new TestBrowser(testApp().app, testApp().config.publicUrl);
  return { as, call, get, data, anonymous };
}
