import { executionAsyncId } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { appForTests } from '../../test/test-app';

const { testApp } = appForTests();

/**
 * Whether Node tracks promises now: with promise hooks on, code after an `await` runs under
 * the promise's own async id; with them off, under none (0).
 */
async function promisesAreTracked(): Promise<boolean> {
  await Promise.resolve();
  return executionAsyncId() !== 0;
}

describe('the identity provider mount', () => {
  it('leaves promise tracking off once its requests are answered', async () => {
    expect(await promisesAreTracked()).toBe(false);
    const responses = await Promise.all(
      ['/idp/.well-known/openid-configuration', '/idp/jwks'].map((url) =>
        testApp.app.inject({ method: 'GET', url }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await promisesAreTracked()).toBe(false);
  });
});
