import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Strict Content-Security-Policy: scripts only from our own origin, never inline. Styles may
 * be inline because Mantine sets CSS variables at run time; that cannot run script.
 */
export const securityHeadersPlugin = fp(
  async (
    app: FastifyInstance,
    options: { isProduction: boolean; reportingOrigin: string | null },
  ) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
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
      hsts: options.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
