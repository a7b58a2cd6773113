import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { randomSecret } from './secrets';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Allows `<style>` elements carrying the returned nonce on this response, and only on
     * it. A page that must carry its own styles (index.html, for Mantine's run-time style
     * tags) puts the nonce on them; every other answer's policy allows no inline style.
     */
    styleNonce(): string;
    /** Sets the headers a document gets, for an answer written past Fastify's onSend. */
    documentSecurityHeaders(): void;
  }
}

const CSP = 'content-security-policy';
/** Stands in for the nonce while helmet writes the policy once; never sent. */
const NONCE_SLOT = 'nonce-slot';

/**
 * The headers helmet writes for these options. They depend on nothing in the request, so
 * helmet runs once at start-up and each response gets the same record: building them per
 * request (as @fastify/helmet does) was a tenth of a health check's time (issue 8, P1).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  // Helmet throws on bad options; its callback only ever says it is done.
  helmet(options)(request, response, () => undefined);
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

function helmetOptions(
  options: { isProduction: boolean; reportingOrigin: string | null },
  styleSrc: string[],
): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc,
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        // The browser may also send error reports to the configured Sentry ingest origin.
        connectSrc: [
          "'self'",
          ...(options.reportingOrigin === null ? [] : [options.reportingOrigin]),
        ],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(options.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  };
}

/** The policy with a given style nonce: written once around a slot, filled per page. */
function noncePolicy(options: { isProduction: boolean; reportingOrigin: string | null }) {
  const policy = helmetHeaders(helmetOptions(options, ["'self'", `'${NONCE_SLOT}'`]))[CSP] ?? '';
  const [before, after] = policy.split(NONCE_SLOT);
  if (after === undefined) throw new Error('the style nonce slot is missing from the policy');
  return (nonce: string) => `${before}nonce-${nonce}${after}`;
}

/**
 * The headers a JSON answer needs. A browser never renders JSON as a page, so the policy
 * allows nothing at all and may not be framed, and the headers that only mean something on
 * a document (COOP, X-Frame-Options, Origin-Agent-Cluster, DNS prefetch, IE's and Flash's)
 * are left off: the whole set was ~900 bytes on every API answer, and writing it cost a
 * fifth of a health check's time (issue 8, P1).
 */
function jsonHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const kept = ['strict-transport-security', 'x-content-type-options', 'referrer-policy'];
  return {
    ...Object.fromEntries(kept.map((name) => [name, documentHeaders[name] ?? ''])),
    'cross-origin-resource-policy': 'same-origin',
    [CSP]: "default-src 'none'; frame-ancestors 'none'",
  };
}

/** JSON, problem+json and other structured-JSON types; nothing a browser would render. */
export function isJsonType(contentType: string): boolean {
  const end = contentType.indexOf(';');
  const type = (end === -1 ? contentType : contentType.slice(0, end)).trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

/**
 * A server sends a handful of content types, each on thousands of answers: each is judged
 * once, not split and trimmed on every response (a twentieth of a health check's time).
 * Routes set the types, not callers, so the memo stays small; it is bounded all the same.
 */
function jsonTypeMemo(maxEntries = 64) {
  const judged = new Map<string, boolean>();
  return (contentType: unknown): boolean => {
    if (typeof contentType !== 'string') return false;
    let json = judged.get(contentType);
    if (json === undefined) {
      json = isJsonType(contentType);
      if (judged.size < maxEntries) judged.set(contentType, json);
    }
    return json;
  };
}

/**
 * A signed-in caller's answers may hold personal data: no cache, shared or private, keeps
 * them. Only responses declared `public` (hashed assets, shared stylesheets) are left alone.
 */
function isCredentialed(request: FastifyRequest, sessionCookie: string): boolean {
  return (
    request.headers.authorization !== undefined ||
    (request.headers.cookie ?? '').includes(`${sessionCookie}=`)
  );
}

/**
 * Strict Content-Security-Policy on every response, errors included: scripts only from our
 * own origin, styles from our origin or (on pages that ask) a `<style>` carrying the
 * response's nonce, never inline markup; JSON answers allow nothing. React's `style` props
 * go through the CSSOM, which the policy does not stop. HSTS is sent always: browsers
 * ignore it over plain http, so development is unaffected.
 *
 * The set is chosen when the answer is sent, from its type. A route that writes its own
 * answer past Fastify (`reply.hijack()`) applies the document set itself with
 * `reply.documentSecurityHeaders()`.
 */
export const securityHeadersPlugin = fp(
  (
    app: FastifyInstance,
    options: { isProduction: boolean; reportingOrigin: string | null; sessionCookie: string },
    done: (error?: Error) => void,
  ) => {
    const documentHeaders = Object.freeze(helmetHeaders(helmetOptions(options, ["'self'"])));
    const { [CSP]: documentPolicy = '', ...documentHeadersButPolicy } = documentHeaders;
    const forJson = Object.freeze(jsonHeaders(documentHeaders));
    const policyWithNonce = noncePolicy(options);
    const isJson = jsonTypeMemo();

    app.decorateReply('styleNonce', function styleNonce(this: FastifyReply) {
      const nonce = randomSecret(16);
      void this.header(CSP, policyWithNonce(nonce));
      return nonce;
    });
    app.decorateReply(
      'documentSecurityHeaders',
      function documentSecurityHeaders(this: FastifyReply) {
        void this.headers(documentHeaders);
      },
    );

    app.addHook('onSend', (request, reply, payload, next) => {
      if (isJson(reply.getHeader('content-type'))) {
        void reply.headers(forJson);
      } else {
        void reply.headers(documentHeadersButPolicy);
        // A page that asked for a style nonce already carries its own policy.
        if (!reply.hasHeader(CSP)) void reply.header(CSP, documentPolicy);
      }
      if (isCredentialed(request, options.sessionCookie)) {
        const current = String(reply.getHeader('cache-control') ?? '');
        if (!/\bpublic\b|\bno-store\b/.test(current))
          void reply.header('cache-control', 'no-store');
      }
      next(null, payload);
    });
    done();
  },
  { name: 'security-headers' },
);
