import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { APP_CONFIG_PATH, BUILD_META_PATH, type AppConfig } from '@portal/contracts';
import { AppError } from './app-error';
import { sendIndexHtml } from './index-html';

/** Paths owned by the server's modules: a miss there is an API 404, never the SPA. */
const SERVER_PREFIXES = ['/api', '/idp', '/session', '/gateway', '/dev', '/healthz', '/readyz'];

function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** Hashed assets never change; the build id must never be stale; the rest is revalidated. */
function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith(`assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  if (`/${relativePath}` === BUILD_META_PATH) return 'no-store';
  return 'no-cache';
}

function notFound(request: FastifyRequest): never {
  throw AppError.notFound(`Page Not Found: ${request.url.split('?')[0] ?? request.url}`);
}

/**
 * Serves the built SPA at / with history fallback: any page path the server does not own gets
 * index.html, and the SPA's router decides whether it exists. Hashed assets are cached for a
 * year; index.html and the build metadata never, so a new deployment is seen at once.
 */
export function webRoutes(options: { distDir: string; serve: boolean; appConfig: AppConfig }) {
  return async (app: FastifyInstance) => {
    app.get(APP_CONFIG_PATH, { schema: { hide: true } }, (_request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return options.appConfig;
    });

    const indexFile = path.join(options.distDir, 'index.html');
    const hasBuild = options.serve && fs.existsSync(indexFile);
    if (options.serve && !hasBuild) {
      app.log.warn(`the SPA is not built (${indexFile} missing): run npm run build`);
    }

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: options.distDir,
        wildcard: false,
        index: false,
        cacheControl: false,
        // index.html is only ever sent with its style nonce (below), never as a plain file.
        allowedPath: (pathname) => pathname !== '/index.html',
        setHeaders(reply, filePath) {
          const relative = path.relative(options.distDir, filePath);
          void reply.header('cache-control', cacheControlFor(relative));
        },
      });
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (hasBuild && wantsHtml(request) && !isServerPath(request.url)) {
        return sendIndexHtml(reply.header('cache-control', 'no-cache'), indexFile);
      }
      return notFound(request);
    });
  };
}
