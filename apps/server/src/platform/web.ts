import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  APP_CONFIG_PATH,
  BUILD_META_PATH,
  PRERENDERED_PAGES,
  PRERENDER_DIR,
  SERVER_BUNDLE_DIR,
  type AppConfig,
} from '@portal/contracts';
import { AppError } from './app-error';
import { sendIndexHtml } from './index-html';
import { loadServerBundle, serverRenderer } from './server-render';

/** Paths owned by the server's modules: a miss there is an API 404, never the SPA. */
const SERVER_PREFIXES = ['/api', '/idp', '/session', '/gateway', '/dev', '/healthz', '/readyz'];

/** A request URL without its query. */
function pathOf(url: string): string {
  return url.split('?')[0] ?? url;
}

function isServerPath(url: string): boolean {
  const pathname = pathOf(url);
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

const prerenderedPages: ReadonlySet<string> = new Set(PRERENDERED_PAGES);

/**
 * The document to send for a page: the build's drawing of it for the configured brand if
 * it made one, else the SPA's index.html. Read on each request (a few KB) so a rebuilt SPA
 * is served without a restart. Only the fixed page list reaches the file system, never a
 * path from the request.
 */
async function documentFor(
  request: FastifyRequest,
  options: { distDir: string; appConfig: AppConfig; indexFile: string },
): Promise<string> {
  const readIndex = () => readFile(options.indexFile, 'utf8');
  const pathname = pathOf(request.url);
  if (!prerenderedPages.has(pathname)) return readIndex();
  const drawn = path.join(
    options.distDir,
    PRERENDER_DIR,
    `${options.appConfig.brand}${pathname}.html`,
  );
  return readFile(drawn, 'utf8').catch(readIndex);
}

function notFound(request: FastifyRequest): never {
  throw AppError.notFound(`Page Not Found: ${pathOf(request.url)}`);
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
        // index.html and the drawn pages are only ever sent with their style nonce (below),
        // never as plain files; the server bundle is the server's own.
        allowedPath: (pathname) =>
          pathname !== '/index.html' &&
          !pathname.startsWith(`/${PRERENDER_DIR}/`) &&
          !pathname.startsWith(`/${SERVER_BUNDLE_DIR}/`),
        setHeaders(reply, filePath) {
          const relative = path.relative(options.distDir, filePath);
          void reply.header('cache-control', cacheControlFor(relative));
        },
      });
    }

    const drawForPerson = hasBuild
      ? serverRenderer(app, {
          bundle: loadServerBundle(options.distDir, app),
          appConfig: options.appConfig,
          indexFile,
        })
      : null;

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (hasBuild && wantsHtml(request) && !isServerPath(request.url)) {
        // The pages the build drew (the sign-in page) need no drawing for the person.
        const drawn = prerenderedPages.has(pathOf(request.url))
          ? null
          : await drawForPerson?.(request);
        // Drawn with the person's own data: never kept by a cache, and never for another cookie.
        if (drawn) {
          void reply.header('cache-control', 'no-store').header('vary', 'Cookie');
          return sendIndexHtml(reply, drawn);
        }
        const html = await documentFor(request, { ...options, indexFile });
        return sendIndexHtml(reply.header('cache-control', 'no-cache'), html);
      }
      return notFound(request);
    });
  };
}
