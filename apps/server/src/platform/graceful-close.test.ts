import { setTimeout as delay } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-app';
import {
  DRAINING_MESSAGE,
  DRAINING_RETRY_AFTER_SECONDS,
  gracefulClosePlugin,
  INTERNAL_CALL_HEADER,
  INTERNAL_CALL_TOKEN,
} from './graceful-close';

describe('graceful close', () => {
  it(
    'lets a request in flight finish, then refuses new connections',
    { timeout: 90_000 },
    async () => {
      let answered = false;
      let pinging: () => void = () => undefined;
      const pingStarted = new Promise<void>((resolve) => {
        pinging = resolve;
      });
      const testApp = await buildTestApp({
        // A slow database keeps /readyz in flight while the server is asked to close.
        databaseOverrides: {
          ping: async () => {
            pinging();
            await delay(400);
            answered = true;
          },
        },
      });
      const { app } = testApp;
      const url = await app.listen({ host: '127.0.0.1', port: 0 });

      const inFlight = fetch(`${url}/readyz`);
      // Close only once the request is being served (a fixed wait loses on a busy machine).
      await pingStarted;
      const closed = app.close();

      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(answered).toBe(true);
      await closed;
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
      await testApp.database.close();
    },
  );
});

describe('draining', () => {
  /** A bare server with the plugin: a slow route to keep a request in flight. */
  async function drainingServer() {
    const app = Fastify();
    await app.register(gracefulClosePlugin);
    let slowStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => {
      slowStarted = resolve;
    });
    app.get('/slow', async () => {
      slowStarted();
      await delay(500);
      return { answer: 'slow' };
    });
    app.get('/quick', () => ({ answer: 'quick' }));
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, url, started };
  }

  it('answers new requests 503 with Retry-After while the one in flight finishes', async () => {
    const { app, url, started } = await drainingServer();
    const inFlight = fetch(`${url}/slow`);
    await started;
    const closed = app.drainAndClose({ drainMs: 0 });

    const refused = await fetch(`${url}/quick`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(DRAINING_RETRY_AFTER_SECONDS));
    expect(refused.headers.get('connection')).toBe('close');
    expect(await refused.json()).toMatchObject({
      success: false,
      status: 503,
      title: 'Service Unavailable',
      message: DRAINING_MESSAGE,
      data: null,
    });

    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(await finished.json()).toEqual({ answer: 'slow' });
    await closed;
    await expect(fetch(`${url}/quick`)).rejects.toThrow();
  });

  it('lets this process’s own module calls through while it drains', async () => {
    const { app, url, started } = await drainingServer();
    const inFlight = fetch(`${url}/slow`);
    await started;
    const closed = app.drainAndClose({ drainMs: 0 });

    const internal = await fetch(`${url}/quick`, {
      headers: { [INTERNAL_CALL_HEADER]: INTERNAL_CALL_TOKEN },
    });
    expect(internal.status).toBe(200);
    const forged = await fetch(`${url}/quick`, { headers: { [INTERNAL_CALL_HEADER]: 'guess' } });
    expect(forged.status).toBe(503);

    expect((await inFlight).status).toBe(200);
    await closed;
  });

  it('keeps the listener open for the drain time even with nothing in flight', async () => {
    const { app, url } = await drainingServer();
    const closed = app.drainAndClose({ drainMs: 300 });
    expect((await fetch(`${url}/quick`)).status).toBe(503);
    await closed;
    await expect(fetch(`${url}/quick`)).rejects.toThrow();
  });
});
