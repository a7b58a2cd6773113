import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-app';
import { signInThroughSession } from './sign-in-through-session';
import { TestBrowser, type BrowserRequest } from './test-browser';

/**
 * Signed-in browsers of the demo people for a test file, each signed in once (through the
 * session and the identity provider, as the SPA does) and kept.
 */
export function demoBrowsers(testApp: () => TestApp) {
  // Promises, so that people signed in at once (Promise.all) sign in once each.
  const browsers = new Map<string, Promise<TestBrowser>>();
  const as = (email: string): Promise<TestBrowser> => {
    let browser = browsers.get(email);
    if (browser === undefined) {
      browser = signInThroughSession(testApp(), email).then(({ browser: signedIn }) => signedIn);
      browsers.set(email, browser);
    }
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
