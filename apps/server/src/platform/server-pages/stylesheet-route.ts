import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The look every server page shares, linked before the page's own stylesheet. */
export const BASE_STYLESHEET = 'server-page.css';

/**
 * Serves a module's stylesheets under its `/assets`: the shared base and the module's own
 * file (files, because the CSP allows no inline style). Each module serves the base itself,
 * as the identity provider and the gateway may run as separate processes.
 */
export function stylesheetRoutes(app: FastifyInstance, file: string): void {
  stylesheetRoute(app, path.join(import.meta.dirname, BASE_STYLESHEET));
  stylesheetRoute(app, file);
}

/** Read once at start: a stylesheet is part of the build, not something that changes live. */
function stylesheetRoute(app: FastifyInstance, file: string): void {
  const css = readFileSync(file, 'utf8');
  app.get(`/assets/${path.basename(file)}`, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(css),
  );
}
