import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './envelope';
import { randomSecret } from './secrets';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops taking new work, then closes: requests that arrive from now on get a 503 with
     * Retry-After while the listener stays open; once every request in flight has answered
     * and at least `drainMs` has passed, the server closes as `close()` does.
     */
    drainAndClose(options: { drainMs: number }): Promise<void>;
  }
}

/**
 * Modules call each other over HTTP on this process's own port (module-fetch.ts). A request
 * in flight may still need such a call while the server drains, so those calls carry this
 * header with a secret known only to this process, and are let through.
 */
export const INTERNAL_CALL_HEADER = 'x-portal-internal-call';
export const INTERNAL_CALL_TOKEN = randomSecret();

export const DRAINING_MESSAGE = 'The service is restarting. Please try again shortly.';
/** A replacement process is normally up within seconds. */
export const DRAINING_RETRY_AFTER_SECONDS = 5;

/**
 * Graceful shutdown in two steps. Draining: new requests are refused with a 503 in the
 * normalised body (a load balancer or the SPA retries elsewhere or later) instead of a
 * refused connection, while the ones in flight finish. Closing: the listener closes, and
 * requests already in flight still get their answer, but with `Connection: close`: otherwise
 * a keep-alive socket that finishes its request after close began stays open and the process
 * never exits.
 */
export const gracefulClosePlugin = fp(
  (app: FastifyInstance) => {
    let draining = false;
    let closing = false;
    let inFlight = 0;
    let whenIdle: (() => void) | undefined;
    const answered = () => {
      inFlight -= 1;
      if (inFlight === 0) whenIdle?.();
    };

    // A callback hook, not an async one: it runs on every request, and a promise each time
    // showed in the health check's profile.
    app.addHook('onRequest', (request, reply, done) => {
      if (draining && request.headers[INTERNAL_CALL_HEADER] !== INTERNAL_CALL_TOKEN) {
        void reply
          .code(503)
          .header('retry-after', String(DRAINING_RETRY_AFTER_SECONDS))
          .header('connection', 'close')
          .send(
            errorBody({
              status: 503,
              title: 'Service Unavailable',
              message: DRAINING_MESSAGE,
              requestGuid: request.id,
            }),
          );
        return;
      }
      inFlight += 1;
      // 'close' comes once per response, whether it was sent or the client went away. One
      // listener for all, with no wrapper or closure made per request.
      reply.raw.on('close', answered);
      done();
    });
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing || draining) void reply.header('connection', 'close');
      done(null, payload);
    });

    app.decorate('drainAndClose', async ({ drainMs }: { drainMs: number }) => {
      draining = true;
      const idle =
        inFlight === 0
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              whenIdle = resolve;
            });
      await Promise.all([idle, delay(drainMs)]);
      await app.close();
    });
  },
  { name: 'graceful-close' },
);
