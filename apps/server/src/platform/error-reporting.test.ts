import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSentryCapture, type SentryCapture } from '../../../../test-support/sentry-capture';
import { AppError } from './app-error';
import { errorHandlerPlugin } from './error-handler';
import { createErrorReporter, type ErrorContext, type ErrorReporter } from './error-reporting';
import { requestContextPlugin, requestIdOptions } from './request-context';

let capture: SentryCapture;
beforeAll(async () => {
  capture = await startSentryCapture();
});
afterAll(() => capture.close());

async function appReportingTo(reporter: ErrorReporter) {
  const app = Fastify({ logger: false, ...requestIdOptions });
  await app.register(requestContextPlugin);
  await app.register(errorHandlerPlugin, { reporter });
  app.get('/accounts/:accountCode/boom', () => {
    throw new Error('database fell over');
  });
  app.get('/accounts/:accountCode/hidden', () => {
    throw AppError.forbidden('No.');
  });
  app.get('/accounts/:accountCode/gone', () => {
    throw AppError.notFound('Not here.');
  });
  app.get('/accounts/:accountCode/bad', () => {
    throw AppError.badRequest('Not like that.');
  });
  app.get('/accounts/:accountCode/duplicate', () => {
    throw new Error('Key (email)=(aroha@example.nz) already exists for user Bearer abc.def');
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
        operation: 'GET /accounts/:accountCode/boom',
        accountCode: '30000001',
        requestGuid: 'g-1',
        status: 500,
      },
    ]);
  });

  it('sends 400 and 5xx to the reporting service with their tags, and not 401–499', async () => {
    const reporter = await createErrorReporter({ dsn: capture.dsn, environment: 'test' });
    const app = await appReportingTo(reporter);
    await app.inject({ method: 'GET', url: '/accounts/30000001/hidden' });
    await app.inject({ method: 'GET', url: '/accounts/30000001/gone' });
    await app.inject({ method: 'GET', url: '/accounts/30000002/boom' });
    await app.inject({ method: 'GET', url: '/accounts/30000004/bad' });
    await app.inject({ method: 'GET', url: '/accounts/30000003/duplicate' });
    await reporter.flush();

    expect(capture.events.map((event) => event.tags)).toEqual([
      expect.objectContaining({
        operation: 'GET /accounts/:accountCode/boom',
        account: '30000002',
      }),
      expect.objectContaining({ operation: 'GET /accounts/:accountCode/bad', status: '400' }),
      expect.objectContaining({
        operation: 'GET /accounts/:accountCode/duplicate',
        account: '30000003',
      }),
    ]);
    expect(capture.events[0]?.exception?.values?.[0]?.value).toBe('database fell over');
    const sent = capture.bodies.join('\n');
    expect(capture.events[2]?.exception?.values?.[0]?.value).toBe(
      'Key (email)=([email]) already exists for user Bearer [token]',
    );
    expect(sent).not.toContain('aroha@example.nz');
    expect(sent).not.toContain('abc.def');
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
