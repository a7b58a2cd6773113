import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client';
import { appForTests } from '../test-app';
import { signInThroughSession } from '../sign-in-through-session';
import { TestBrowser } from '../test-browser';
import { openLoginPage } from '../../identity/testing/sign-in-flow';
import { createTransaction, linkOf } from '../../gateway/testing';
import { SESSION_COOKIE } from '../../session/cookie';

/**
 * The security headers on every kind of answer the server gives, errors included, and
 * `Cache-Control: no-store` on whatever a signed-in caller is sent but hashed assets.
 */
const distDir = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
let cookie: string;
const ASSET = '/assets/app-3f9a2c.js';
const failing = {
  select: () => {
    throw new Error('connection terminated unexpectedly');
  },
} as unknown as Db;

beforeAll(async () => {
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>t</title><script type="module" src="/assets/app-3f9a2c.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(distDir, ASSET), 'export {};\n');
});
// Registered before the apps, so it runs after they have closed.
afterAll(async () => {
  await rm(distDir, { recursive: true, force: true });
});
const { testApp } = appForTests({
  seed: true,
  env: { SERVE_WEB: 'true', WEB_DIST_DIR: distDir },
});
/** Session module only, on a database that fails, allowing GET and POST: a 500 and a 405. */
const { testApp: broken } = appForTests({
  env: { MODULES: 'session', SESSION_ALLOWED_METHODS: 'GET,POST' },
  databaseOverrides: { db: failing },
});
beforeAll(async () => {
  const { browser } = await signInThroughSession(testApp, 'aroha@example.nz');
  cookie = `${SESSION_COOKIE}=${browser.cookie(SESSION_COOKIE) ?? ''}`;
});

function directives(response: LightMyRequestResponse): Map<string, string> {
  const csp = response.headers['content-security-policy'] ?? '';
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

/** Headers that only mean something on a document a browser renders. */
const DOCUMENT_ONLY = ['cross-origin-opener-policy', 'x-frame-options', 'origin-agent-cluster'];

function expectSecurityHeaders(response: LightMyRequestResponse, what: string): void {
  const csp = response.headers['content-security-policy'] ?? '';
  expect(csp, what).not.toBe('');
  expect(csp, what).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes/);
  const policy = directives(response);
  expect(policy.get('frame-ancestors'), what).toBe("'none'");
  expect(response.headers['strict-transport-security'], what).toMatch(/max-age=31536000/);
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const contentType = String(response.headers['content-type']);
  if (/^application\/(problem\+)?json/.test(contentType)) {
    // JSON is never rendered: its policy allows nothing, and the document headers stay off.
    expect([...policy.entries()], what).toEqual([
      ['default-src', "'none'"],
      ['frame-ancestors', "'none'"],
    ]);
    for (const name of DOCUMENT_ONLY)
      expect(response.headers[name], `${what}: ${name}`).toBe(undefined);
    return;
  }
  expect(policy.get('script-src'), what).toBe("'self'");
  // Styles from our origin; a nonce only on the pages that carry their own `<style>`.
  const isPage = contentType.startsWith('text/html');
  expect(policy.get('style-src'), what).toMatch(
    isPage ? /^'self'( 'nonce-[A-Za-z0-9_-]{20,}')?$/ : /^'self'$/,
  );
  expect(policy.get('object-src'), what).toBe("'none'");
  expect(response.headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
}

function expectNoStore(response: LightMyRequestResponse, what: string): void {
  expect(String(response.headers['cache-control']), what).toMatch(/\bno-store\b/);
}

/** A server-rendered page must carry nothing inline that the policy would block. */
function expectNoInlineCode(html: string, what: string): void {
  expect(html, what).not.toMatch(/<style|\sstyle=|<script(?![^>]*\ssrc=)|\son[a-z]+=/i);
}

const inject = (options: InjectOptions) => testApp.app.inject(options);

describe('security headers on every kind of answer', () => {
  it('200, 400, 401, 403 and 404, signed in or not; no-store when signed in', async () => {
    const answers: [string, number, LightMyRequestResponse, boolean][] = [
      ['healthz', 200, await inject({ url: '/healthz' }), false],
      ['session read', 200, await inject({ url: '/session', headers: { cookie } }), true],
      ['API read', 200, await inject({ url: '/api/accounts/30000001', headers: { cookie } }), true],
      [
        'bad body',
        400,
        await inject({ method: 'POST', url: '/session', payload: { isStaff: true } }),
        false,
      ],
      ['no token', 401, await inject({ url: '/api/accounts/30000001' }), false],
      [
        'not my account',
        403,
        await inject({ url: '/api/accounts/30000301', headers: { cookie } }),
        true,
      ],
      ['unknown API path', 404, await inject({ url: '/api/nothing-here' }), false],
      [
        'unknown API path, signed in',
        404,
        await inject({ url: '/api/nothing', headers: { cookie } }),
        true,
      ],
    ];
    for (const [what, status, response, signedIn] of answers) {
      expect(response.statusCode, what).toBe(status);
      expectSecurityHeaders(response, what);
      if (signedIn) expectNoStore(response, what);
    }
  });

  it('500 and 405 (the error handler keeps them)', async () => {
    const failed = await broken.app.inject({
      url: '/session',
      cookies: { [SESSION_COOKIE]: 'k'.repeat(43) },
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toMatch(/connection terminated/);
    expectSecurityHeaders(failed, '500');
    expectNoStore(failed, '500 to a signed-in caller');
    const refused = await broken.app.inject({ method: 'DELETE', url: '/session' });
    expect(refused.statusCode).toBe(405);
    expectSecurityHeaders(refused, '405');
  });

  it('the identity provider’s redirect and its login page, with nothing inline', async () => {
    const browser = new TestBrowser(testApp.app, testApp.config.publicUrl);
    const started = await browser.request({ method: 'POST', url: '/session/login', json: {} });
    const { authorizeUrl } = started.json<{ data: { authorizeUrl: string } }>().data;
    const redirect = await browser.request({ url: authorizeUrl });
    expect(redirect.statusCode).toBeGreaterThanOrEqual(300);
    expect(redirect.statusCode).toBeLessThan(400);
    expectSecurityHeaders(redirect, 'IdP redirect');
    const { page } = await openLoginPage(browser, authorizeUrl);
    expectSecurityHeaders(page, 'login page');
    expectNoInlineCode(page.body, 'login page');
  });

  it('the gateway’s hosted page, with nothing inline', async () => {
    const transaction = await createTransaction(testApp);
    const page = await inject({ url: new URL(linkOf(transaction, 'hostedPage')).pathname });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page, 'hosted page');
    expectNoInlineCode(page.body, 'hosted page');
  });
});

describe('the SPA', () => {
  it('serves index.html with this response’s style nonce, never cached for a signed-in caller', async () => {
    for (const url of ['/', '/account/payment', '/index.html']) {
      const response = await inject({ url, headers: { accept: 'text/html', cookie } });
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response, url);
      expectNoStore(response, url);
      const nonce = /'nonce-([^']+)'/.exec(directives(response).get('style-src') ?? '')?.[1];
      expect(response.body, url).toContain(`<meta property="csp-nonce" nonce="${nonce ?? '?'}">`);
    }
    const again = await inject({ url: '/', headers: { accept: 'text/html' } });
    const first = await inject({ url: '/', headers: { accept: 'text/html' } });
    expect(directives(again).get('style-src')).not.toBe(directives(first).get('style-src'));
    expect(first.headers['cache-control']).toBe('no-cache');
  });

  it('keeps hashed assets cacheable, with the headers, even with a session cookie', async () => {
    const response = await inject({ url: ASSET, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response, 'asset');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
