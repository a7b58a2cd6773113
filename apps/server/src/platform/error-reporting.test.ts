import Fastify from 'fastify';
import { createTransport } from '@sentry/node';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { errorHandlerPlugin } from './error-handler';
import { createErrorReporter, type ErrorContext, type ErrorReporter } from './error-reporting';
import { requestContextPlugin, requestIdOptions } from './request-context';

async function appReportingTo(reporter: ErrorReporter) {
  const app = Fastify({ logger: false, ...requestIdOptions });
  await app.register(requestContextPlugin);
  await app.register(errorHandlerPlugin, { reporter });
  app.get('/accounts/:code/boom', () => {
    throw new Error('database fell over');
  });
  app.get('/accounts/:code/hidden', () => {
    throw AppError.forbidden('No.');
  });
  await app.ready();
  return app;
}

describe('error reporting', () => {
  it('tells the reporter the operation, account, request guid and status of each failure', async () => {
    const seen: ErrorContext[] = [];
    const app = await appReportingTo({
      report: (_error, context) => seen.push(context),
      flush: () => Promise.resolve(),
    });
    await app.inject({
      method: 'GET',
      url: '/accounts/30000001/boom',
      headers: { 'request-guid': 'g-1' },
    });
    expect(seen).toEqual([
      {
        operation: 'GET /accounts/:code/boom',
        accountCode: '30000001',
        requestGuid: 'g-1',
        status: 500,
      },
    ]);
  });

  it('sends 5xx to Sentry with its tags, and not 401–499', async () => {
    const bodies: string[] = [];
    const reporter = await createErrorReporter({
      dsn: 'https://public@sentry.example.invalid/1',
      environment: 'test',
      transport: (options) =>
        createTransport(options, (request) => {
          bodies.push(
            typeof request.body === 'string' ? request.body : Buffer.from(request.body).toString(),
          );
          return Promise.resolve({ statusCode: 200 });
        }),
    });
    const app = await appReportingTo(reporter);
    await app.inject({ method: 'GET', url: '/accounts/30000001/hidden' });
    await app.inject({ method: 'GET', url: '/accounts/30000002/boom' });
    await reporter.flush();

    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('database fell over');
    expect(bodies[0]).toContain('"operation":"GET /accounts/:code/boom"');
    expect(bodies[0]).toContain('"account":"30000002"');
  });

  it('is silent without a DSN', async () => {
    const reporter = await createErrorReporter({ dsn: undefined, environment: 'test' });
    expect(() => {
      reporter.report(new Error('x'), {
        operation: 'GET /',
        accountCode: null,
        requestGuid: 'g',
        status: 500,
      });
    }).not.toThrow();
  });
});
