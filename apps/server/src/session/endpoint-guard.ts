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
    app.addHook('onRequest', (request, _reply, done) => {
      if (!options.enabled) {
        done(
          new AppError({
            code: 'session_endpoint_disabled',
            statusCode: 500,
            title: 'Internal Server Error',
            message: `The session endpoint is not enabled (${request.method}).`,
          }),
        );
        return;
      }
      if (!options.allowedMethods.includes(request.method)) {
        done(
          new AppError({
            code: 'session_method_not_allowed',
            statusCode: 405,
            title: 'Method Not Allowed',
            message: `The session endpoint does not allow ${request.method}.`,
          }),
        );
        return;
      }
      done();
    });
  };
}
