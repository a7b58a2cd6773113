import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Read once at start: the stylesheet is part of the build, not something that changes live. */
const GATEWAY_CSS = readFileSync(path.join(import.meta.dirname, 'gateway.css'), 'utf8');

/** The hosted pages' stylesheet; a separate file because the CSP allows no inline script. */
export function assetRoutes(app: FastifyInstance): void {
  app.get('/assets/gateway.css', { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/css; charset=utf-8')
      .send(GATEWAY_CSS),
  );
}
