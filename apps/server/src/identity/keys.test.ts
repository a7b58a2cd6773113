import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../db/testing';
import { loadIdpKeys } from './keys/load-idp-keys';
import { buildAppOn } from './testing/build-app-on';
import { exchangeCode, makePkce, signIn } from './testing/sign-in-flow';
import { TestBrowser } from '../test/test-browser';

describe('signing and cookie keys', () => {
  it('are made once and shared by processes starting together', async () => {
    const database = await openTestDatabase();
    try {
      const [first, second] = await Promise.all([
        loadIdpKeys(database.db),
        loadIdpKeys(database.db),
      ]);
      expect(second).toEqual(first);
      expect(first.signing).toHaveLength(1);
      expect(first.cookie).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('survive a restart: tokens from the first instance verify against the second’s JWKS', async () => {
    const database = await openTestDatabase({ seed: true });
    try {
      const first = await buildAppOn(database);
      const publicUrl = first.config.publicUrl;
      const pkce = makePkce();
      const browser = new TestBrowser(first.app, publicUrl);
      const code = await signIn(browser, publicUrl, { email: 'aroha@example.nz', pkce });
      const { body } = await exchangeCode(first.app, publicUrl, code, pkce.verifier);
      await first.app.close();

      const second = await buildAppOn(database);
      try {
        const jwks = await second.app.inject({ method: 'GET', url: '/idp/jwks' });
        const { payload } = await jwtVerify(
          body.access_token ?? '',
          createLocalJWKSet(jwks.json<JSONWebKeySet>()),
          { issuer: `${publicUrl}/idp`, audience: `${publicUrl}/api`, algorithms: ['ES256'] },
        );
        expect(payload.pool).toBe('customer');
      } finally {
        await second.app.close();
      }
    } finally {
      await database.close();
    }
  });
});
