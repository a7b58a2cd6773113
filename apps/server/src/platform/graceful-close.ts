import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * While the server closes, requests already in flight still get their answer, but with
 * `Connection: close`: otherwise a keep-alive socket that finishes its request after close
 * began stays open and the process never exits.
 */
export const gracefulClosePlugin = fp(
  (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) void reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'graceful-close' },
);
