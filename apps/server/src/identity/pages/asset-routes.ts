import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { brandPrimary, type Brand } from '@portal/domain';
import {
  BRAND_STYLESHEET,
  PASSKEY_SIGN_IN_SCRIPT,
  SHOW_PASSWORD_SCRIPT,
  STAFF_PASSKEY_SCRIPT,
  WEBAUTHN_BROWSER_SCRIPT,
} from './html';

/** The brand's colours over the shared base's, so the pages match the portal's theme. */
export function brandStylesheet(brand: Brand): string {
  const { primary, hover } = brandPrimary(brand);
  return `:root {\n  --primary: ${primary};\n  --primary-hover: ${hover};\n}\n`;
}

/**
 * @simplewebauthn/browser's own browser bundle (it defines SimpleWebAuthnBrowser), found
 * beside the package's entry, since its exports map names no file of dist/.
 */
function webauthnBrowserBundle(): string {
  const entry = createRequire(import.meta.url).resolve('@simplewebauthn/browser');
  return path.join(path.dirname(entry), '..', 'dist', 'bundle', 'index.umd.min.js');
}

function scriptRoute(app: FastifyInstance, name: string, file: string): void {
  const script = readFileSync(file, 'utf8');
  app.get(`/assets/${name}`, { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(script),
  );
}

/** The brand stylesheet and the pages' scripts, each read or made once at start. */
export function pageAssetRoutes(app: FastifyInstance, brand: Brand): void {
  const css = brandStylesheet(brand);
  app.get(`/assets/${BRAND_STYLESHEET}`, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(css),
  );
  scriptRoute(app, SHOW_PASSWORD_SCRIPT, path.join(import.meta.dirname, SHOW_PASSWORD_SCRIPT));
  scriptRoute(app, PASSKEY_SIGN_IN_SCRIPT, path.join(import.meta.dirname, PASSKEY_SIGN_IN_SCRIPT));
  scriptRoute(app, STAFF_PASSKEY_SCRIPT, path.join(import.meta.dirname, STAFF_PASSKEY_SCRIPT));
  scriptRoute(app, WEBAUTHN_BROWSER_SCRIPT, webauthnBrowserBundle());
}
