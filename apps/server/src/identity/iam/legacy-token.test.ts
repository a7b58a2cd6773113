import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { legacyPortalUrlSchema, legacyTokenRedemptionSchema } from '@portal/contracts';
import { claims, oneTimeCodes } from '../../db/schema';
import { appForTests, appForThisTest } from '../../test/test-app';
import { LEGACY_TOKEN_PURPOSE } from './get-legacy-portal-url';
import { dataOf, signInPersona, type Persona } from './testing/personas';

const CLIENT = { id: 'old-portal', secret: 'a-long-enough-client-secret-for-tests-0001' };
const env = {
  LEGACY_PORTAL_URL: 'https://old.example.nz/myaccount/',
  LEGACY_PORTAL_CLIENT_ID: CLIENT.id,
  LEGACY_PORTAL_CLIENT_SECRET: CLIENT.secret,
};

const { testApp } = appForTests({ seed: true, env });
let aroha: Persona;
let mere: Persona;
beforeAll(async () => {
  aroha = await signInPersona(testApp, 'aroha@example.nz');
  mere = await signInPersona(testApp, 'mere@example.nz');
});

function basic(id: string, secret: string): string {
  return `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
}

/** What the older portal gets from an auto-login link: token, accountcode, targeturl. */
async function linkFor(who: Persona, accountCode: string, targetUrl: string) {
  const query = new URLSearchParams({ accountCode, targetUrl });
  const response = await who.call({ url: `/api/iam/AtgScp/Url?${query.toString()}` });
  const url = new URL(dataOf(response, legacyPortalUrlSchema).url);
  return {
    token: url.searchParams.get('token') ?? '',
    accountCode: url.searchParams.get('accountcode') ?? '',
    targetUrl: url.searchParams.get('targeturl') ?? '',
  };
}

function redeem(body: unknown, authorization: string | null = basic(CLIENT.id, CLIENT.secret)) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/iam/AtgScp/Token',
    headers: {
      host: new URL(testApp.config.publicUrl).host,
      'content-type': 'application/json',
      ...(authorization === null ? {} : { authorization }),
    },
    payload: JSON.stringify(body),
  });
}

describe('POST /api/iam/AtgScp/Token (the older portal, server to server)', () => {
  it('redeems a link once, naming the person, account and target it was issued for', async () => {
    const link = await linkFor(aroha, '30000001', '/billing/history');
    const first = await redeem(link);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(dataOf(first, legacyTokenRedemptionSchema)).toEqual({
      userGuid: aroha.userGuid,
      email: 'aroha@example.nz',
      firstName: 'Aroha',
      lastName: 'Ngata',
      accountCode: '30000001',
      targetUrl: '/billing/history',
    });

    const second = await redeem(link);
    expect(second.statusCode).toBe(400);
  });

  it('names whoever the link was issued to, not the owner of the account', async () => {
    const link = await linkFor(mere, '30000001', '/');
    const redeemed = await redeem(link);
    expect(dataOf(redeemed, legacyTokenRedemptionSchema).userGuid).toBe(mere.userGuid);
    expect(mere.userGuid).not.toBe(aroha.userGuid);
  });

  it('refuses a wrong client, no client, and people’s own sessions, spending nothing', async () => {
    const link = await linkFor(aroha, '30000001', '/');
    const refusals = [
      await redeem(link, basic(CLIENT.id, `${CLIENT.secret}x`)),
      await redeem(link, basic('another-client', CLIENT.secret)),
      await redeem(link, basic(CLIENT.id, '')),
      await redeem(link, 'Basic not-base64!'),
      await redeem(link, null),
      // The person the link was issued to, and another who holds the account, by session.
      await aroha.call({ method: 'POST', url: '/api/iam/AtgScp/Token', json: link }),
      await mere.call({ method: 'POST', url: '/api/iam/AtgScp/Token', json: link }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([
      401, 401, 401, 401, 401, 401, 401,
    ]);
    expect((await redeem(link)).statusCode).toBe(200);
  });

  it('refuses another account or another target, spending nothing', async () => {
    const link = await linkFor(aroha, '30000001', '/billing');
    expect((await redeem({ ...link, accountCode: '30000002' })).statusCode).toBe(400);
    expect((await redeem({ ...link, targetUrl: '/payments' })).statusCode).toBe(400);
    expect((await redeem({ ...link, token: `${link.token}x` })).statusCode).toBe(400);
    expect((await redeem(link)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const link = await linkFor(aroha, '30000002', '/');
    await testApp.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.purpose, LEGACY_TOKEN_PURPOSE));
    expect((await redeem(link)).statusCode).toBe(400);
  });

  it('refuses, and keeps the token, when the person no longer holds the account', async () => {
    const link = await linkFor(mere, '30000001', '/');
    const db = testApp.database.db;
    const mereOn30000001 = and(
      eq(claims.userGuid, mere.userGuid),
      eq(claims.claimType, 'Account'),
      eq(claims.claimValue, '30000001'),
    );
    const [claim] = await db.delete(claims).where(mereOn30000001).returning();
    const refused = await redeem(link);
    expect(refused.statusCode).toBe(400);
    if (claim !== undefined) {
      const { userGuid, claimType, claimValue, roles } = claim;
      await db.insert(claims).values({ userGuid, claimType, claimValue, roles });
    }
    expect((await redeem(link)).statusCode).toBe(200);
  });
});

describe('POST /api/iam/AtgScp/Token with no client configured', () => {
  it('lets nobody in', async () => {
    const plain = await appForThisTest({ env: { LEGACY_PORTAL_URL: env.LEGACY_PORTAL_URL } });
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/iam/AtgScp/Token',
      headers: { authorization: basic(CLIENT.id, CLIENT.secret) },
      payload: { token: 'x'.repeat(43), accountCode: '30000001', targetUrl: '/' },
    });
    expect(response.statusCode).toBe(401);
  });
});
