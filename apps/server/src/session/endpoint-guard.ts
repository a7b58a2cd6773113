import type { FastifyInstance } from 'fastify';
import { AppError } from '../platform/app-error';

/**
 * Spec sections 5 and 8: session calls are refused when the endpoint is not enabled (a 500
 * naming the method) or when the method is not in the allowed list.
 */
export function sessionEndpointGuard(options: {
  enabled: boolean;
  allowedMethods: readonly string[];
}) {
  return (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (!options.enabled) {
        throw new AppError({
          code: 'session_endpoint_disabled',
          statusCode: 500,
          title: 'Internal Server Error',
          message: `The session endpoint is not enabled (${request.method}).`,
        });
      }
      if (!options.allowedMethods.includes(request.method)) {
        throw new AppError({
          code: 'session_method_not_allowed',
          statusCode: 405,
          title: 'Method Not Allowed',
          message: `The session endpoint does not allow ${request.method}.`,
        });
      }
    });
  };
}
