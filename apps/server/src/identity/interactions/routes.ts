import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { showInteraction } from './show-interaction';
import { submitLogin } from './submit-login';

const params = z.object({ uid: z.string().min(1).max(100) });
// Lengths only: the answer to any other oddity is the one wrong-credentials page.
const loginBody = z.object({
  email: z.string().max(320).default(''),
  password: z.string().max(1024).default(''),
});

/** The sign-in pages oidc-provider sends people to (interactions.url in its configuration). */
export function interactionRoutes(options: { provider: Provider; db: Db; portalUrl: string }) {
  return (app: FastifyInstance) => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get('/interaction/:uid', { schema: { hide: true, params } }, (request, reply) =>
      showInteraction(options, request, reply),
    );
    routes.post(
      '/interaction/:uid/login',
      { schema: { hide: true, params, body: loginBody } },
      (request, reply) => submitLogin(options, request, reply),
    );
  };
}
