import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { brandPrimary, type Brand } from '@portal/domain';
import { BRAND_STYLESHEET, SHOW_PASSWORD_SCRIPT } from './html';

/** The brand's colours over the shared base's, so the pages match the portal's theme. */
export function brandStylesheet(brand: Brand): string {
  const { primary, hover } = brandPrimary(brand);
  return `:root {\n  --primary: ${primary};\n  --primary-hover: ${hover};\n}\n`;
}

/** The brand stylesheet and the "Show password" script, both read or made once at start. */
export function pageAssetRoutes(app: FastifyInstance, brand: Brand): void {
  const css = brandStylesheet(brand);
  app.get(`/assets/${BRAND_STYLESHEET}`, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(css),
  );
  const script = readFileSync(path.join(import.meta.dirname, SHOW_PASSWORD_SCRIPT), 'utf8');
  app.get(`/assets/${SHOW_PASSWORD_SCRIPT}`, { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript; charset=utf-8')
      .send(script),
  );
}
