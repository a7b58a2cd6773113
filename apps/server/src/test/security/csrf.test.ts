import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { errorEnvelopeSchema } from '@portal/contracts';
import { appForTests } from '../test-app';
import { signInThroughSession } from '../sign-in-through-session';
import type { TestBrowser } from '../test-browser';
import { CROSS_SITE_MESSAGE } from '../../platform/cross-site-guard';
import { SESSION_COOKIE } from '../../session/cookie';
import { createTransaction, linkOf } from '../../gateway/testing';
import { routeCollector } from './route-table';
import { tableChecksums } from './table-checksums';

/**
 * Cross-site request forgery: a page on another site makes the browser send a form, or a
 * fetch with its own Origin. The guard (platform/cross-site-guard.ts) refuses any
 * state-changing request the browser marks as from elsewhere, before a body is read. A request
 * with neither Origin nor Sec-Fetch-Site passes: browsers send Origin on every cross-origin
 * POST, so that is a server (session → IdP, API → gateway) or an old browser, and the
 * SameSite=Strict session cookie does not travel cross-site anyway.
 */
const collector = routeCollector();
const { testApp } = appForTests({ seed: true, onRoute: collector.onRoute });
let aroha: TestBrowser;
let cookie: string;

beforeAll(async () => {
  aroha = (await signInThroughSession(testApp, 'aroha@example.nz')).browser;
  cookie = `${SESSION_COOKIE}=${aroha.cookie(SESSION_COOKIE) ?? ''}`;
});

const FROM_EVIL = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const FORM_BODIES = [
  { 'content-type': 'application/x-www-form-urlencoded', payload: 'email=x%40evil.example' },
  { 'content-type': 'text/plain', payload: '{"destinationUrl":"/"}' },
];

async function send(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: string,
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method,
    url,
    headers: { cookie, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

function expectRefused(response: LightMyRequestResponse, what: string): void {
  expect(response.statusCode, what).toBe(403);
  expect(errorEnvelopeSchema.parse(response.json()).message, what).toBe(CROSS_SITE_MESSAGE);
}

async function isSignedIn(): Promise<boolean> {
  const response = await aroha.request({ url: '/session' });
  return response.json<{ data: { isLoggedIn: boolean } }>().data.isLoggedIn;
}

describe('a cross-site form post', () => {
  it('is refused at the session endpoint, the API, the IdP and the gateway, changing nothing', async () => {
    const transaction = await createTransaction(testApp);
    const hostedPage = new URL(linkOf(transaction, 'hostedPage')).pathname;
    const before = await tableChecksums(testApp.database);
    const targets: ['POST' | 'PUT' | 'PATCH' | 'DELETE', string][] = [
      ['POST', '/session'],
      ['PATCH', '/session'],
      ['DELETE', '/session'],
      ['POST', '/session/login'],
      ['POST', '/session/logout'],
      ['PUT', '/api/accounts/30000001/contactInformation'],
      ['POST', '/api/accounts/30000001/linkedNumbers'],
      ['POST', '/api/iam/registerNumber/initiate'],
      ['POST', hostedPage],
      ['POST', `${hostedPage}/cancel`],
      ['POST', '/idp/connect/endsession/confirm'],
      ['POST', '/idp/interaction/any-uid/login'],
      ['POST', '/idp/interaction/any-uid/passkey'],
      ['POST', '/idp/interaction/any-uid/passkey/options'],
      ['POST', '/idp/interaction/any-uid/second-factor/passkey'],
      ['POST', '/idp/interaction/any-uid/second-factor/passkey/registration'],
      ['POST', '/idp/forgot-password'],
      ['POST', '/idp/reset-password'],
      ['POST', '/idp/register'],
      ['POST', '/idp/register/send'],
      ['POST', '/idp/register/complete'],
    ];
    for (const [method, url] of targets) {
      for (const form of FORM_BODIES) {
        const { payload, ...type } = form;
        expectRefused(
          await send(method, url, { ...FROM_EVIL, ...type }, payload),
          `${method} ${url}`,
        );
      }
    }
    expect(await isSignedIn()).toBe(true);
    expect(await tableChecksums(testApp.database)).toEqual(before);
  });

  it('is refused at the JSON-only endpoints even without Origin (a form body is never ours)', async () => {
    for (const form of FORM_BODIES) {
      const { payload, ...type } = form;
      expectRefused(await send('POST', '/session/logout', type, payload), form['content-type']);
      expectRefused(
        await send('PUT', '/api/accounts/30000001/contactInformation', type, payload),
        form['content-type'],
      );
    }
    expect(await isSignedIn()).toBe(true);
  });
});

describe('the Origin of a state-changing request', () => {
  const json = { 'content-type': 'application/json' };

  it('refuses another origin, a null origin, and a sibling site', async () => {
    const refusals: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:3000.evil.example' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refusals) {
      expectRefused(
        await send('POST', '/session/logout', { ...json, ...headers }, '{}'),
        JSON.stringify(headers),
      );
    }
    expect(await isSignedIn()).toBe(true);
  });

  it('lets the portal’s own pages through (and requests with no browser headers)', async () => {
    const own = new URL(testApp.config.publicUrl).origin;
    const before = await tableChecksums(testApp.database);
    const response = await send(
      'PATCH',
      '/session',
      { ...json, origin: own, 'sec-fetch-site': 'same-origin' },
      JSON.stringify({ accountCode: '30000002' }),
    );
    expect(response.statusCode).toBe(200);
    // The checksums see a write: the GET test below can fail.
    expect(await tableChecksums(testApp.database)).not.toEqual(before);
    const bare = await send('PATCH', '/session', json, JSON.stringify({ accountCode: '30000001' }));
    expect(bare.statusCode).toBe(200);
  });
});

describe('GET', () => {
  /** Path parameters of the demo data (demo-data.md); an unknown id simply finds nothing. */
  const PARAMS: Record<string, string> = {
    accountCode: '30000001',
    serviceEntity: '0211234567',
  };

  // It calls every GET route in turn (invoice PDFs among them): 2 to 3 s alone, but on a
  // loaded 2-core host that has passed 30 s, the default, so it has three times that.
  it(
    'changes nothing: every GET route of the route table, once, as the owner',
    { timeout: 90_000 },
    async () => {
      const gets = collector
        .routes()
        .filter((route) => route.method === 'GET' && !route.url.includes('*'));
      expect(gets.length).toBeGreaterThan(40);
      const before = await tableChecksums(testApp.database);
      for (const route of gets) {
        const url = route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => PARAMS[name] ?? '1');
        const response = await aroha.request({ url, headers: { accept: 'application/json' } });
        expect(response.statusCode, url).toBeLessThan(500);
      }
      expect(await tableChecksums(testApp.database)).toEqual(before);
    },
  );
});
