import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelopeSchema } from '@portal/contracts';
import { errorHandlerPlugin, UNEXPECTED_ERROR_MESSAGE } from './error-handler';
import { requestContextPlugin, requestIdOptions } from './request-context';
import { AppError } from './app-error';
import { ThrottledError } from './throttled-error';

async function appWithRoutes() {
  const app = Fastify({ logger: false, ...requestIdOptions });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestContextPlugin);
  await app.register(errorHandlerPlugin);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/amount',
    { schema: { body: z.object({ amount: z.number().positive(), note: z.string().max(5) }) } },
    () => ({ ok: true }),
  );
  routes.get('/boom', () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/query.ts:42');
  });
  routes.get('/taken', () => {
    throw AppError.conflict('That name is already taken.');
  });
  routes.get('/slow-down', () => {
    throw new ThrottledError('Please wait a minute.', 60);
  });
  routes.get('/hidden', () => {
    throw AppError.forbidden('You cannot see this account.', 'forbidden', 'user u1 asked for 3');
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('turns invalid input into a 400 naming each field', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/amount',
      payload: { amount: -5, note: 'far too long' },
    });
    expect(response.statusCode).toBe(400);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.data?.fieldErrors.map((error) => error.path).sort()).toEqual([
      'body.amount',
      'body.note',
    ]);
  });

  it('hides the internals of an unexpected error behind the spec’s message', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret_table');
    expect(response.body).not.toContain('query.ts');
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body.message).toBe(UNEXPECTED_ERROR_MESSAGE);
    expect(body.requestGuid).toBe(response.headers['request-guid']);
  });

  it('passes an application error’s message for people, never its message for logs', async () => {
    const app = await appWithRoutes();
    const conflict = await app.inject({ method: 'GET', url: '/taken' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      title: 'Conflict',
      message: 'That name is already taken.',
    });

    const forbidden = await app.inject({ method: 'GET', url: '/hidden' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).not.toContain('user u1');
  });

  it('sends Retry-After for an error that knows when to try again, and only then', async () => {
    const app = await appWithRoutes();
    const throttled = await app.inject({ method: 'GET', url: '/slow-down' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('60');
    const conflict = await app.inject({ method: 'GET', url: '/taken' });
    expect(conflict.headers['retry-after']).toBeUndefined();
  });
});
