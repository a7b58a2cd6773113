import type { FastifyInstance } from 'fastify';

/** The card form is five short fields; anything bigger is not one. */
const FORM_BODY_LIMIT = 4 * 1024;

/**
 * The hosted pages post ordinary HTML forms (they work without script). Registered inside
 * the gateway's page routes only, so no other module starts accepting form bodies.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}
