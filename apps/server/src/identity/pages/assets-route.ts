import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Read once at start: the stylesheet is part of the build, not something that changes live. */
const LOGIN_CSS = readFileSync(path.join(import.meta.dirname, 'login.css'), 'utf8');

/** The sign-in pages' stylesheet; a separate file because the CSP allows no inline script. */
export function assetRoutes(app: FastifyInstance): void {
  app.get('/assets/login.css', { schema: { hide: true } }, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/css; charset=utf-8')
      .send(LOGIN_CSS),
  );
}
