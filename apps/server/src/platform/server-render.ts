import fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_BUNDLE_DIR, SERVER_BUNDLE_ENTRY, type AppConfig } from '@portal/contracts';
import { withTimeout } from './with-timeout';

/** How the app's calls reach the server while a page is drawn (the app's ApiTransport). */
export type PageTransport = (url: string, init: RequestInit) => Promise<Response>;

interface DrawnPage {
  markup: string;
  title: string;
  data: unknown;
  layout: string;
}

/** What the SPA build's server bundle offers (apps/web/src/prerender/render-page.tsx). */
export interface ServerBundle {
  renderPersonPage(
    request: { href: string; mobileHint?: string; userAgent?: string },
    config: AppConfig,
    transport: PageTransport,
  ): Promise<DrawnPage | null>;
  prerenderedDocument(indexHtml: string, page: DrawnPage): string;
}

/** A page not drawn in this long is sent plain; the app then draws it in the browser. */
export const RENDER_TIMEOUT_MS = 2_000;

/** What a page may ask for while it is drawn: reads of the API and of the session. */
const READABLE_PREFIXES = ['/api/', '/session'];

export const READ_ONLY_MESSAGE = 'A page drawn by the server only reads.';

function headerText(value: string | string[] | number | undefined): string | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/**
 * The page's calls, answered by this server for the person whose document request this
 * is: their cookie, their address, every plugin on the way (the session's token, the
 * access checks). Only reads: a page drawn for a GET changes nothing.
 */
export function transportFor(app: FastifyInstance, request: FastifyRequest): PageTransport {
  return async (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const known = READABLE_PREFIXES.some((prefix) => url.startsWith(prefix));
    if (method !== 'GET' || !known) throw new Error(`${READ_ONLY_MESSAGE} (${method} ${url})`);
    const asked = new Headers(init.headers);
    const headers: Record<string, string> = { accept: asked.get('accept') ?? 'application/json' };
    for (const name of ['request-guid', 'correlation-id']) {
      const value = asked.get(name);
      if (value !== null) headers[name] = value;
    }
    const cookie = request.headers.cookie;
    if (cookie !== undefined) headers.cookie = cookie;
    const answer = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    const contentType = headerText(answer.headers['content-type']);
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: contentType === undefined ? {} : { 'content-type': contentType },
    });
  };
}

/** Imports the build's server bundle, or null when the build has none (or it fails). */
export async function loadServerBundle(
  distDir: string,
  app: FastifyInstance,
): Promise<ServerBundle | null> {
  const file = path.join(distDir, SERVER_BUNDLE_DIR, SERVER_BUNDLE_ENTRY);
  if (!fs.existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as ServerBundle;
  } catch (error) {
    app.log.warn({ err: error }, 'the SPA build’s server bundle did not load: no page is drawn');
    return null;
  }
}

/**
 * Issues 8 and 27: every page of the app arrives drawn for the person asking, so it shows
 * before the app's script has come down the line. The app's own components draw it (the
 * build's server bundle) from this server's answers to its calls, and the answers go with
 * the page, so the app's first render needs none of them again. The bundle decides what it
 * can draw: a path of the app's route table that the guards let show as asked.
 *
 * Null, and the caller sends the plain SPA, whenever drawing is not worth it or not
 * possible: not a GET, no bundle, not one of the app's pages, the guards would send the
 * person elsewhere or act on the query (choosing an account writes to the session), another
 * page is being drawn, a failure, or a slow drawing.
 */
export function serverRenderer(
  app: FastifyInstance,
  options: {
    bundle: Promise<ServerBundle | null>;
    appConfig: AppConfig;
    indexFile: string;
    timeoutMs?: number;
  },
) {
  return async (request: FastifyRequest): Promise<string | null> => {
    if (request.method !== 'GET') return null;
    const bundle = await options.bundle;
    if (bundle === null) return null;
    try {
      const mobileHint = headerText(request.headers['sec-ch-ua-mobile']);
      const userAgent = request.headers['user-agent'];
      const drawing = bundle.renderPersonPage(
        {
          href: request.url,
          ...(mobileHint === undefined ? {} : { mobileHint }),
          ...(userAgent === undefined ? {} : { userAgent }),
        },
        options.appConfig,
        transportFor(app, request),
      );
      const page = await withTimeout(drawing, options.timeoutMs ?? RENDER_TIMEOUT_MS);
      if (page === null) return null;
      return bundle.prerenderedDocument(await readFile(options.indexFile, 'utf8'), page);
    } catch (error) {
      request.log.warn({ err: error }, 'a page could not be drawn for the person; sent plain');
      return null;
    }
  };
}
