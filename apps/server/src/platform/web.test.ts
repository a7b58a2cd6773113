import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRERENDER_DIR,
  SERVER_BUNDLE_DIR,
  SERVER_BUNDLE_ENTRY,
  appConfigSchema,
} from '@portal/contracts';
import { SESSION_COOKIE } from '../session/cookie';
import { appForTests } from '../test/test-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
/** A page the build drew, for this app's brand (prepay) and, to tell them apart, another. */
const drawnLogin = (brand: string) =>
  `<!doctype html><html><head></head><body><div id="root"><style>a{}</style><h1>Sign In ${brand}</h1></div></body></html>`;
/**
 * Stands in for the build's server bundle (apps/web/src/prerender/render-page.tsx): draws
 * what it was asked and what the server answered its one call, so the wiring shows.
 */
const SERVER_BUNDLE = `
export async function renderPersonPage({ href: path }, config, transport) {
  if (path.startsWith('/not-a-page')) return null;
  const answer = await transport('/api/no-such-call', { headers: { accept: 'application/json' } });
  return { markup: '<h1>' + path + ' for ' + config.brand + ': ' + answer.status + '</h1>', title: 'Drawn', data: { asked: path }, layout: 'wide' };
}
export function prerenderedDocument(indexHtml, page) {
  return indexHtml.replace('<div id="root"></div>', '<div id="root"><style>b{}</style>' + page.markup + '</div>' + JSON.stringify(page.data));
}
`;
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));

beforeAll(() => {
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1);');
  fs.writeFileSync(path.join(distDir, 'build-meta.json'), '{"buildId":"b-42"}');
  fs.mkdirSync(path.join(distDir, '.vite'));
  fs.writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{}');
  for (const brand of ['prepay', 'main']) {
    fs.mkdirSync(path.join(distDir, PRERENDER_DIR, brand), { recursive: true });
    fs.writeFileSync(path.join(distDir, PRERENDER_DIR, brand, 'login.html'), drawnLogin(brand));
  }
  fs.mkdirSync(path.join(distDir, SERVER_BUNDLE_DIR));
  fs.writeFileSync(path.join(distDir, SERVER_BUNDLE_DIR, SERVER_BUNDLE_ENTRY), SERVER_BUNDLE);
});
// Registered before the app, so it runs after the app has closed.
afterAll(() => {
  fs.rmSync(distDir, { recursive: true, force: true });
});
const { testApp } = appForTests({
  env: { SERVE_WEB: 'true', WEB_DIST_DIR: distDir, BRAND: 'prepay', BUSINESS_GROUP: 'Prepay' },
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the built SPA', () => {
  it('is served where no page is drawn, and never cached, so a deployment is seen at once', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/not-a-page', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for any page path (history routing)', async () => {
    for (const url of ['/not-a-page/usage', '/not-a-page/invoice/12345', '/not-a-page?x=1']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps the build manifest (dist/.vite) to itself', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
  });

  it('serves the build id uncached for the new-build check', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/build-meta.json?t=1' });
    expect(response.json()).toEqual({ buildId: 'b-42' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('does not answer server paths or missing files with the SPA', async () => {
    for (const url of ['/api/no-such-call', '/idp/nothing', '/assets/missing.js']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: html });
      if (url.startsWith('/assets')) {
        // A browser asking for a missing chunk gets index.html only if it asked for HTML.
        continue;
      }
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ success: false, status: 404 });
    }
    const script = await testApp.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(script.statusCode).toBe(404);
  });

  it('tells the browser only the listed configuration', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/app-config.json' });
    const config = appConfigSchema.strict().parse(response.json());
    expect(config.brand).toBe('prepay');
    expect(config.environment).toBe('test');
    expect(config.businessGroup).toBe('Prepay');
  });

  it('sends the drawn sign-in page of its own brand, its styles carrying the policy’s nonce', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/login?redirect=%2Fmobile',
      headers: html,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    expect(response.body).toContain(`<style nonce="${nonce ?? '?'}">a{}</style>`);
    expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce ?? '?'}">`);
    expect(response.body).toContain('<h1>Sign In prepay</h1>');
  });

  it('never sends a drawn page as a plain file, which would lack its nonce', async () => {
    for (const url of [
      `/${PRERENDER_DIR}/prepay/login.html`,
      `/${PRERENDER_DIR}/main/login.html`,
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('keeps its server bundle to itself', async () => {
    const url = `/${SERVER_BUNDLE_DIR}/${SERVER_BUNDLE_ENTRY}`;
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });
});

describe('a page drawn for the person asking', () => {
  const session = { cookie: `${SESSION_COOKIE}=${'k'.repeat(43)}` };

  it('is drawn by the build’s server bundle, its calls answered by this server, and never cached', async () => {
    for (const url of ['/', '/mobile/usage', '/power?period=2026-10']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { ...html, ...session },
      });
      expect(response.statusCode, url).toBe(200);
      // The bundle's call went through the whole server: this one is not a route.
      expect(response.body, url).toContain(`<h1>${url} for prepay: 404</h1>`);
      expect(response.body, url).toContain(`{"asked":${JSON.stringify(url)}}`);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers.vary, url).toContain('Cookie');
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']));
      expect(response.body, url).toContain(`<style nonce="${nonce?.[1] ?? '?'}">b{}</style>`);
    }
  });

  it('is drawn for no one signed in too, and the plain SPA where the bundle draws nothing or for HEAD', async () => {
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/login-problem',
      headers: html,
    });
    expect(anonymous.body).toContain('<h1>/login-problem for prepay: 404</h1>');
    const asks = [
      { method: 'GET', url: '/not-a-page', headers: { ...html, ...session } },
      { method: 'HEAD', url: '/', headers: { ...html, ...session } },
    ] as const;
    for (const ask of asks) {
      const response = await testApp.app.inject(ask);
      expect(response.statusCode, ask.url).toBe(200);
      if (ask.method === 'GET') expect(response.body, ask.url).toBe(INDEX_HTML);
    }
  });
});
