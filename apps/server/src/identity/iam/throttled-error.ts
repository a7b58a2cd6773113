import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/app-error';

/** A 429 that knows when to try again; the hook below turns that into Retry-After. */
export class ThrottledError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number, code = 'too_many_attempts') {
    super({ code, statusCode: 429, title: 'Too Many Requests', message });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Use cases do not see the reply, so the header is added on the way out. onError runs
 * before the error handler sends, and headers already set survive it.
 */
export function sendRetryAfter(app: FastifyInstance): void {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof ThrottledError) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
  });
}
