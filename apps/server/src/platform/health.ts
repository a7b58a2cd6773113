import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema } from '@portal/contracts';
import { checkedOkJson, ok } from './envelope';
import { AppError } from './app-error';

/** The probes: liveness (for restarts) and readiness (for load balancers). */
export const LIVENESS_PATH = '/healthz';
export const READINESS_PATH = '/readyz';
export const PROBE_PATHS: ReadonlySet<string> = new Set([LIVENESS_PATH, READINESS_PATH]);

const healthSchema = envelopeSchema(z.object({ status: z.literal('ok') }));

/** The one answer /healthz gives, serialised once: probes and balancers ask all day. */
const ALIVE = checkedOkJson(healthSchema, { status: 'ok' as const });

/**
 * /healthz says the process is alive (for restarts); /readyz says it can serve, which needs
 * the database (for load balancers).
 */
export function healthRoutes(ping: () => Promise<void>) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    // Untyped, so the handler may send the answer serialised once.
    app.get(
      LIVENESS_PATH,
      {
        // Fifty bytes: below the compression threshold, so its hooks would only cost time.
        compress: false,
        schema: {
          tags: ['health'],
          summary: 'The process is alive',
          response: { 200: healthSchema },
        },
      },
      // Sent, not returned: a returned reply is awaited as a thenable, two closures more.
      (_request, reply) => {
        void reply.type('application/json; charset=utf-8').send(ALIVE);
      },
    );
    routes.get(
      READINESS_PATH,
      {
        schema: {
          tags: ['health'],
          summary: 'The server can serve requests: the database answers',
          response: { 200: healthSchema, 503: errorEnvelopeSchema },
        },
      },
      async (request) => {
        try {
          await ping();
        } catch (error) {
          throw new AppError({
            code: 'database_unavailable',
            statusCode: 503,
            title: 'Service Unavailable',
            message: 'The service is not ready. Please try again shortly.',
            logMessage: 'readiness check: database did not answer',
            cause: error,
          });
        }
        request.log.debug('ready');
        return ok({ status: 'ok' as const });
      },
    );
  };
}
