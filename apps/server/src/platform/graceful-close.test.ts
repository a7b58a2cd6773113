import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-app';

describe('graceful close', () => {
  it(
    'lets a request in flight finish, then refuses new connections',
    { timeout: 90_000 },
    async () => {
      let answered = false;
      const testApp = await buildTestApp({
        // A slow database keeps /readyz in flight while the server is asked to close.
        databaseOverrides: {
          ping: async () => {
            await delay(400);
            answered = true;
          },
        },
      });
      const { app } = testApp;
      const url = await app.listen({ host: '127.0.0.1', port: 0 });

      const inFlight = fetch(`${url}/readyz`);
      await delay(100);
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
