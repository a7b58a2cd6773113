import type { FastifyInstance } from 'fastify';

/** A sign-in form is two short fields; anything bigger is not one. */
const FORM_BODY_LIMIT = 8 * 1024;

/**
 * The sign-in pages post ordinary HTML forms. This parser is registered inside the identity
 * module only, so no other module starts accepting form bodies by accident.
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
