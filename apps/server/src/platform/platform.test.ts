import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@portal/contracts';
import { appForTests, appForThisTest } from '../test/test-app';

const { testApp } = appForTests();

describe('health', () => {
  it('/healthz says the process is alive in the normalised body', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      status: 200,
      title: null,
      detail: null,
      message: null,
      data: { status: 'ok' },
    });
  });

  it('/readyz answers 200 when the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('echoes the caller’s request-guid and correlation-id', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/readyz',
      headers: {
        'request-guid': 'guid-123',
        'correlation-id': 'MA220261121093000ABCDEFGHJKLMNPQR',
      },
    });
    expect(response.headers['request-guid']).toBe('guid-123');
    expect(response.headers['correlation-id']).toBe('MA220261121093000ABCDEFGHJKLMNPQR');
  });

  it('makes its own when the caller sends none or an unsafe one', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/readyz',
      headers: { 'request-guid': 'bad id\nwith newline' },
    });
    expect(response.headers['request-guid']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['correlation-id']).toMatch(/^SRV\d{14}[A-Z0-9]{16}$/);
  });

  it('gives /healthz none: it writes no log line for them to name', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'request-guid': 'guid-123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['request-guid']).toBeUndefined();
    expect(response.headers['correlation-id']).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends a JSON answer a Content-Security-Policy that allows nothing', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('errors', () => {
  it('an unknown API path is a 404 in the normalised body with the request guid', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'request-guid': 'guid-404' },
    });
    expect(response.statusCode).toBe(404);
    const body = errorEnvelopeSchema.parse(response.json());
    expect(body).toMatchObject({ status: 404, title: 'Not Found', requestGuid: 'guid-404' });
    expect(body.message).toBe('Page Not Found: /api/nothing-here');
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('OpenAPI', () => {
  it('publishes the document generated from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
  });

  it('states the failure envelope once, and every failing status refers to it', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    type Answer = { content?: { 'application/json'?: { schema?: { $ref?: string } } } };
    const document = response.json<{
      components: { schemas: Record<string, unknown> };
      paths: Record<string, Record<string, { responses?: Record<string, Answer> }>>;
    }>();
    expect(Object.keys(document.components.schemas)).toContain('ErrorEnvelope');
    const failures = Object.values(document.paths)
      .flatMap((operations) => Object.values(operations))
      .flatMap((operation) => Object.entries(operation.responses ?? {}))
      .filter(([status]) => Number(status) >= 400);
    expect(failures.length).toBeGreaterThan(100);
    const refs = new Set(
      failures.map(([, answer]) => answer.content?.['application/json']?.schema?.$ref),
    );
    expect([...refs]).toEqual(['#/components/schemas/ErrorEnvelope']);
  });

  it('offers a browsable page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('modules', () => {
  it('mounts every module by default', () => {
    const plugins = testApp.app.printPlugins();
    for (const name of ['identityModule', 'sessionModule', 'apiModule', 'gatewayModule']) {
      expect(plugins).toContain(name);
    }
  });

  it('mounts only the modules configuration selects', async () => {
    const apiOnly = await appForThisTest({ env: { MODULES: 'api' } });
    const plugins = apiOnly.app.printPlugins();
    expect(plugins).toContain('apiModule');
    expect(plugins).not.toContain('identityModule');
    expect(plugins).not.toContain('gatewayModule');
  });
});
