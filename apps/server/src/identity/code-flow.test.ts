import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JSONWebKeySet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { identities } from '../db/schema';
import { appForTests } from '../test/test-app';
import { authorizeUrl, exchangeCode, makePkce, refresh, signIn } from './testing/sign-in-flow';
import { TestBrowser } from '../test/test-browser';

const { testApp } = appForTests({ seed: true });
let publicUrl: string;
beforeAll(() => {
  publicUrl = testApp.config.publicUrl;
});

async function jwks() {
  const response = await testApp.app.inject({ method: 'GET', url: '/idp/jwks' });
  return createLocalJWKSet(response.json<JSONWebKeySet>());
}

async function userGuidOf(email: string): Promise<string | undefined> {
  const [row] = await testApp.database.db
    .select({ userGuid: identities.userGuid })
    .from(identities)
    .where(eq(identities.email, email));
  return row?.userGuid;
}

async function tokensFor(email: string, pool?: 'customer' | 'StaffIdentity') {
  const browser = new TestBrowser(testApp.app, publicUrl);
  const pkce = makePkce();
  const code = await signIn(browser, publicUrl, { email, pkce, ...(pool ? { pool } : {}) });
  const { status, body } = await exchangeCode(testApp.app, publicUrl, code, pkce.verifier);
  expect(status).toBe(200);
  return body;
}

describe('authorization code flow with PKCE S256', () => {
  it.each([
    ['aroha@example.nz', 'customer' as const],
    ['sam.sales@example.nz', 'StaffIdentity' as const],
  ])(
    'signs %s in to the %s pool; every token names the person and the pool',
    async (email, pool) => {
      const body = await tokensFor(email, pool);
      expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 300 });
      expect(body.refresh_token).toEqual(expect.any(String));

      const { payload, protectedHeader } = await jwtVerify(body.access_token ?? '', await jwks(), {
        issuer: `${publicUrl}/idp`,
        audience: `${publicUrl}/api`,
        algorithms: ['ES256'],
      });
      const userGuid = await userGuidOf(email);
      expect(protectedHeader.alg).toBe('ES256');
      expect(payload).toMatchObject({ sub: userGuid, pool, client_id: 'portal-web' });
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);

      const { payload: idToken } = await jwtVerify(body.id_token ?? '', await jwks(), {
        issuer: `${publicUrl}/idp`,
        audience: 'portal-web',
        algorithms: ['ES256'],
      });
      expect(idToken).toMatchObject({ sub: userGuid, pool, email });
      expect(idToken.name).toEqual(expect.any(String));
    },
  );

  it('signs a person already signed in to the IdP in again without the form', async () => {
    const browser = new TestBrowser(testApp.app, publicUrl);
    await signIn(browser, publicUrl, { email: 'nova@example.nz', pkce: makePkce() });
    const pkce = makePkce();
    const { location } = await browser.navigate({ url: authorizeUrl(publicUrl, { pkce }) });
    const code = new URL(location ?? publicUrl).searchParams.get('code') ?? '';
    const { status, body } = await exchangeCode(testApp.app, publicUrl, code, pkce.verifier);
    expect(status).toBe(200);
    expect(decodeJwt(body.access_token ?? '').sub).toBe(await userGuidOf('nova@example.nz'));
  });

  it('uses the customer pool when the request names none', async () => {
    const body = await tokensFor('mere@example.nz');
    expect(decodeJwt(body.access_token ?? '').pool).toBe('customer');
  });

  it('refuses a code used twice, and revokes what the first use issued', async () => {
    const browser = new TestBrowser(testApp.app, publicUrl);
    const pkce = makePkce();
    const code = await signIn(browser, publicUrl, { email: 'ben@example.nz', pkce });
    const first = await exchangeCode(testApp.app, publicUrl, code, pkce.verifier);
    expect(first.status).toBe(200);
    const second = await exchangeCode(testApp.app, publicUrl, code, pkce.verifier);
    expect(second.status).toBe(400);
    expect(second.body.error).toBe('invalid_grant');
    const afterReuse = await refresh(testApp.app, first.body.refresh_token ?? '');
    expect(afterReuse.body.error).toBe('invalid_grant');
  });
});

describe('refresh token rotation', () => {
  it('gives a new refresh token each time; replaying a used one revokes the whole grant', async () => {
    const first = await tokensFor('liam@example.nz');
    const second = await refresh(testApp.app, first.refresh_token ?? '');
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).toEqual(expect.any(String));
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.body.access_token ?? '').pool).toBe('customer');

    const replay = await refresh(testApp.app, first.refresh_token ?? '');
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');

    // The thief's replay must also end the legitimate holder's newer token.
    const newest = await refresh(testApp.app, second.body.refresh_token ?? '');
    expect(newest.status).toBe(400);
    expect(newest.body.error).toBe('invalid_grant');
  });

  it('keeps the absolute end of the first refresh token through rotations', async () => {
    const first = await tokensFor('kiri@example.nz');
    const second = await refresh(testApp.app, first.refresh_token ?? '');
    expect(second.status).toBe(200);
    // An opaque token's value is its row id.
    const ids = [first.refresh_token ?? '', second.body.refresh_token ?? ''];
    const rows = await testApp.database.db.query.oidcPayloads.findMany({
      where: (table, { and, eq: equals, inArray }) =>
        and(equals(table.type, 'RefreshToken'), inArray(table.id, ids)),
    });
    expect(rows).toHaveLength(2);
    const ends = rows.map((row) => row.expiresAt?.getTime() ?? 0);
    expect(Math.max(...ends) - Math.min(...ends)).toBeLessThan(2000);
  });
});
