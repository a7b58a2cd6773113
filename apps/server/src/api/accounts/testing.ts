import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/build-app';
import { signInThroughSession } from '../../test/sign-in-through-session';
import { TestBrowser, type BrowserRequest } from '../../test/test-browser';

/** Signed-in browsers per demo person, kept for a test file so each signs in once. */
export function peopleOf(testApp: () => TestApp) {
  const browsers = new Map<string, TestBrowser>();
  const as = async (email: string): Promise<TestBrowser> => {
    const existing = browsers.get(email);
    if (existing !== undefined) return existing;
    const { browser } = await signInThroughSession(testApp(), email, {
      pool: email.startsWith('sam.') ? 'StaffIdentity' : 'customer',
    });
    browsers.set(email, browser);
    return browser;
  };
  const call = async (email: string, request: BrowserRequest): Promise<LightMyRequestResponse> =>
    (await as(email)).request(request);
  /** The data of a call that must succeed. */
  const data = async (email: string, request: BrowserRequest | string): Promise<unknown> => {
    const asked = typeof request === 'string' ? { url: request } : request;
    const response = await call(email, asked);
    expect(response.statusCode, `${email} ${asked.method ?? 'GET'} ${asked.url}`).toBe(200);
    return response.json<{ data: unknown }>().data;
  };
  const anonymous = () => new TestBrowser(testApp().app, testApp().config.publicUrl);
  return { as, call, data, anonymous };
}
