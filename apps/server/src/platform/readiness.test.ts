import { describe, expect, it } from 'vitest';
import { appForThisTest } from '../test/test-app';

describe('/readyz when the database does not answer', () => {
  it('answers 503 without revealing why', async () => {
    const testApp = await appForThisTest({
      databaseOverrides: {
        ping: () => Promise.reject(new Error('connect ECONNREFUSED 10.1.2.3:5432')),
      },
    });
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.body).not.toContain('ECONNREFUSED');
    expect(ready.body).not.toContain('10.1.2.3');
    expect(ready.json()).toMatchObject({ success: false, status: 503 });

    const alive = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
  });
});
