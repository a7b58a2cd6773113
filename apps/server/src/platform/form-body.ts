import type { FastifyInstance } from 'fastify';

/**
 * Lets one module take ordinary HTML form posts (pages that work without script). Register
 * it inside the module's own scope, so no other module starts accepting form bodies by
 * accident; the limit is the size of the module's biggest real form.
 */
export function acceptFormBodies(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}
