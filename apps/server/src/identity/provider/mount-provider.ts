import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import providerRequestContext from 'oidc-provider/lib/helpers/als.js';

const MOUNT_PATH = '/idp';

type Handle = ReturnType<Provider['callback']>;

/**
 * oidc-provider runs each request inside its AsyncLocalStorage. Node 20 implements that with
 * promise hooks, and once they are on they stay on for the whole process: every promise of
 * every later request, IdP or not, then pays for them (4.4% of a health check after one
 * sign-in, more on the API's await-heavy calls; perf, issue 8). So they are switched off again
 * whenever no provider request is being handled; the next one switches them back on.
 */
function withContextOnlyWhileHandling(handle: Handle): Handle {
  let handling = 0;
  return async (request, response) => {
    handling += 1;
    try {
      await handle(request, response);
    } finally {
      handling -= 1;
      if (handling === 0) providerRequestContext.disable();
    }
  };
}

/**
 * Hands every /idp request that the module has no route of its own for to oidc-provider (a
 * Koa app). It runs in onRequest, before Fastify reads the body, because oidc-provider
 * parses its own bodies; `reply.hijack()` ends Fastify's part cleanly. (A middie `use`
 * would also work, but Koa never calls `next`, so Fastify's lifecycle would never finish.)
 */
export function mountProvider(app: FastifyInstance, provider: Provider, publicUrl: string): void {
  const handle = withContextOnlyWhileHandling(provider.callback());
  const publicOrigin = new URL(publicUrl);
  // oidc-provider builds its URLs (discovery, redirects) from the request; pinning them to
  // the configured public URL means no Host header can put another origin into them.
  provider.proxy = true;

  async function handOver(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.hijack();
    // Fastify's onSend hooks never see this answer: the security headers go on here, and
    // those set by onRequest hooks (request-guid, correlation-id) would be lost otherwise.
    reply.documentSecurityHeaders();
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    request.raw.headers.host = publicOrigin.host;
    request.raw.headers['x-forwarded-host'] = publicOrigin.host;
    request.raw.headers['x-forwarded-proto'] = publicOrigin.protocol.replace(':', '');
    const url = request.raw.url ?? '/';
    // oidc-provider derives its own URLs' mount path from originalUrl, as under Express.
    Object.assign(request.raw, { originalUrl: url });
    request.raw.url = url.startsWith(MOUNT_PATH) ? url.slice(MOUNT_PATH.length) || '/' : url;
    await handle(request.raw, reply.raw);
  }

  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/*',
    schema: { hide: true },
    onRequest: handOver,
    // Never reached: handOver has answered and ended the lifecycle.
    handler: (_request, reply) => {
      reply.callNotFound();
    },
  });
}
