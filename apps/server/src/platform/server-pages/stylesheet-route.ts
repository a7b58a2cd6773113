import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/**
 * Serves a module's one stylesheet (a file, because the CSP allows no inline style). It is
 * read once at start: it is part of the build, not something that changes live.
 */
export function stylesheetRoute(app: FastifyInstance, url: string, file: string): void {
  const css = readFileSync(file, 'utf8');
  app.get(url, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(css),
  );
}
