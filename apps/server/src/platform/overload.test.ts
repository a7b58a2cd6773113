import { setTimeout as delay } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { INTERNAL_CALL_HEADER, INTERNAL_CALL_TOKEN } from './graceful-close';
import { OVERLOADED_MESSAGE, overloadPlugin, type OverloadOptions } from './overload';

const OFF: OverloadOptions = {
  maxEventLoopDelayMs: 0,
  maxEventLoopUtilization: 0,
  maxHeapUsedBytes: 0,
  maxInFlight: 0,
  retryAfterSeconds: 7,
  sampleIntervalMs: 50,
};

async function serverWith(options: OverloadOptions) {
  const app = Fastify();
  await app.register(overloadPlugin, options);
  app.get('/healthz', () => ({ status: 'ok' }));
  app.get('/readyz', () => ({ status: 'ok' }));
  app.get('/api/work', () => ({ done: true }));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get('/api/slow', async () => {
    await released;
    return { done: true };
  });
  await app.ready();
  // Let the plugin take a few samples of the load.
  await delay(200);
  // (Not the app itself: an async function would unwrap the thenable instance.)
  return { app, release };
}

describe('overload', () => {
  it('answers 503 with Retry-After in the normalised body past a limit', async () => {
    // Any heap is over one byte: the process counts as overloaded from the first sample.
    const { app } = await serverWith({ ...OFF, maxHeapUsedBytes: 1 });
    const response = await app.inject({ method: 'GET', url: '/api/work' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.json()).toMatchObject({
      success: false,
      status: 503,
      title: 'Service Unavailable',
      message: OVERLOADED_MESSAGE,
      data: null,
      requestGuid: expect.any(String) as unknown,
    });
    await app.close();
  });

  it('keeps answering the health probes while it sheds load', async () => {
    const { app } = await serverWith({ ...OFF, maxHeapUsedBytes: 1 });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/work' })).statusCode).toBe(503);
    await app.close();
  });

  it('serves normally under its limits', async () => {
    // (An event-loop limit is left off: a sample with no tick counts as an endless delay.)
    const { app } = await serverWith({ ...OFF, maxHeapUsedBytes: 1024 ** 4, maxInFlight: 100 });
    const response = await app.inject({ method: 'GET', url: '/api/work' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ done: true });
    await app.close();
  });

  it('lets this process’s own module calls through while it sheds load', async () => {
    const { app } = await serverWith({ ...OFF, maxHeapUsedBytes: 1 });
    const internal = await app.inject({
      method: 'GET',
      url: '/api/work',
      headers: { [INTERNAL_CALL_HEADER]: INTERNAL_CALL_TOKEN },
    });
    expect(internal.statusCode).toBe(200);
    await app.close();
  });

  it('refuses requests past the in-flight limit until one finishes', async () => {
    const { app, release } = await serverWith({ ...OFF, maxInFlight: 2 });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const slow = [fetch(`${url}/api/slow`), fetch(`${url}/api/slow`)];
    // Wait until both are inside the handler.
    for (let tries = 0; tries < 50; tries += 1) {
      if ((await fetch(`${url}/api/work`)).status === 503) break;
      await delay(20);
    }
    const refused = await fetch(`${url}/api/work`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('7');
    expect((await fetch(`${url}/healthz`)).status).toBe(200);

    release();
    expect((await Promise.all(slow)).map((response) => response.status)).toEqual([200, 200]);
    expect((await fetch(`${url}/api/work`)).status).toBe(200);
    await app.close();
  });
});
