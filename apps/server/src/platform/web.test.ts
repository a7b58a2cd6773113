import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDER_DIR, appConfigSchema } from '@portal/contracts';
import { buildTestApp, type TestApp } from '../test/build-app';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
/** A page the build drew, for this app's brand (prepay) and, to tell them apart, another. */
const drawnLogin = (brand: string) =>
  `<!doctype html><html><head></head><body><div id="root"><style>a{}</style><h1>Sign In ${brand}</h1></div></body></html>`;
let distDir: string;
let testApp: TestApp;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
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
  testApp = await buildTestApp({
    env: { SERVE_WEB: 'true', WEB_DIST_DIR: distDir, BRAND: 'prepay' },
  });
});
afterAll(async () => {
  await testApp.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the built SPA', () => {
  it('is served at / and never cached, so a deployment is seen at once', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for any page path (history routing)', async () => {
    for (const url of ['/mobile/usage', '/account/invoice/12345', '/no/such/page?x=1']) {
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
});
