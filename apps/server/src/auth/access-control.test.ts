import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWK } from 'jose';
import { poolOf } from '../../../../test-support/personas';
import { openTestDatabase } from '../db/testing';
import type { DatabaseHandle } from '../db/client';
import { claims, identities } from '../db/schema';
import { errorHandlerPlugin } from '../platform/error-handler';
import { accessControlPlugin } from './access-control';

const ISSUER = 'http://localhost:3000/idp';
const AUDIENCE = 'http://localhost:3000/api';

let database: DatabaseHandle;
let app: FastifyInstance;
let signingKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
const guids: Record<string, string> = {};

async function token(
  email: string,
  overrides: {
    pool?: string;
    audience?: string;
    issuer?: string;
    expiresIn?: string;
    amr?: string[] | null;
  } = {},
) {
  const sub = guids[email] ?? '00000000-0000-4000-8000-000000000000';
  const pool = overrides.pool ?? poolOf(email);
  // Staff sign in with both steps (decision 054) unless a test says otherwise.
  const amr =
    overrides.amr === undefined
      ? pool === 'StaffIdentity'
        ? ['pwd', 'otp']
        : ['pwd']
      : overrides.amr;
  return new SignJWT({ pool, ...(amr === null ? {} : { amr }) })
    .setProtectedHeader({ alg: 'ES256', kid: 'k1', typ: 'at+jwt' })
    .setSubject(sub)
    .setIssuer(overrides.issuer ?? ISSUER)
    .setAudience(overrides.audience ?? AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(overrides.expiresIn ?? '5m')
    .sign(signingKey);
}

beforeAll(async () => {
  database = await openTestDatabase({ seed: true });
  for (const row of await database.db.select().from(identities)) guids[row.email] = row.userGuid;
  const pair = await generateKeyPair('ES256', { extractable: true });
  signingKey = pair.privateKey;
  const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256' };

  app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(accessControlPlugin, {
    db: database.db,
    keys: createLocalJWKSet({ keys: [publicJwk] }),
    issuer: ISSUER,
    audience: AUDIENCE,
  });
  app.get('/open', { config: { access: { kind: 'public' } } }, () => ({ ok: true }));
  app.get('/undeclared', () => ({ ok: true }));
  app.get('/staff', { config: { access: { kind: 'staff' } } }, () => ({ ok: true }));
  app.get('/accounts/:accountCode', { config: { access: { kind: 'account' } } }, (request) => ({
    roles: request.accountRoles,
  }));
  app.post(
    '/accounts/:accountCode/owner-only',
    { config: { access: { kind: 'account', role: 'AccountOwner' } } },
    () => ({ ok: true }),
  );
  app.get(
    '/accounts/:accountCode/services/:service',
    { config: { access: { kind: 'account', serviceParam: 'service' } } },
    () => ({ ok: true }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function get(url: string, bearer?: string, method: 'GET' | 'POST' = 'GET') {
  return app.inject({
    method,
    url,
    headers: bearer === undefined ? {} : { authorization: `Bearer ${bearer}` },
  });
}

describe('the one authorisation check', () => {
  it('refuses a route that declares no access rule', async () => {
    expect((await get('/undeclared', await token('aroha@example.nz'))).statusCode).toBe(403);
  });

  it('lets anyone reach a public route', async () => {
    expect((await get('/open')).statusCode).toBe(200);
  });

  it('asks for a token, with the spec’s message', async () => {
    const response = await get('/accounts/30000001');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      message:
        'An error has occurred when getting the access token. Access token does not exist in session.',
    });
  });

  it('refuses tampered, expired, foreign and unsigned tokens', async () => {
    const good = await token('aroha@example.nz');
    const [header = '', payload = '', signature = ''] = good.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...claims, sub: guids['kiri@example.nz'] }),
    ).toString('base64url');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const bad = [
      `${header}.${forgedPayload}.${signature}`,
      await token('aroha@example.nz', { expiresIn: '-1m' }),
      await token('aroha@example.nz', { audience: 'https://elsewhere.example/api' }),
      await token('aroha@example.nz', { issuer: 'https://evil.example/idp' }),
      await token('aroha@example.nz', { pool: 'admin' }),
      unsigned,
      'not-a-jwt',
    ];
    for (const bearer of bad) {
      expect((await get('/accounts/30000001', bearer)).statusCode, bearer.slice(0, 40)).toBe(401);
    }
    expect((await get('/accounts/30000001', good)).statusCode).toBe(200);
  });

  it('lets a customer reach only the accounts in their claims, naming code and user', async () => {
    const aroha = await token('aroha@example.nz');
    expect((await get('/accounts/30000002', aroha)).json()).toEqual({ roles: ['AccountOwner'] });
    const refused = await get('/accounts/30000301', aroha);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: `Account code 30000301 is not in the claims of user ${guids['aroha@example.nz'] ?? ''}.`,
    });
  });

  it('keeps owner-only actions from an authorised read user', async () => {
    const mere = await token('mere@example.nz');
    expect((await get('/accounts/30000001', mere)).json()).toEqual({ roles: ['AccountRead'] });
    expect((await get('/accounts/30000001/owner-only', mere, 'POST')).statusCode).toBe(403);
    const aroha = await token('aroha@example.nz');
    expect((await get('/accounts/30000001/owner-only', aroha, 'POST')).statusCode).toBe(200);
  });

  it('lets staff open any account, and keeps staff routes from customers', async () => {
    const sam = await token('sam.sales@example.nz');
    expect((await get('/accounts/30000301', sam)).statusCode).toBe(200);
    expect((await get('/accounts/30000301/owner-only', sam, 'POST')).statusCode).toBe(200);
    expect((await get('/staff', sam)).statusCode).toBe(200);
    expect((await get('/staff', await token('aroha@example.nz'))).statusCode).toBe(403);
  });

  it('refuses staff tokens without a second factor on every route, and only theirs', async () => {
    const staffOnly = ['/staff', '/accounts/30000301'];
    for (const amr of [null, [], ['pwd'], ['pwd', 'sms'], ['otp-ish']]) {
      const sam = await token('sam.sales@example.nz', { amr });
      for (const url of staffOnly) {
        const response = await get(url, sam);
        expect(response.statusCode, `${JSON.stringify(amr)} ${url}`).toBe(403);
        expect(response.json<{ message: string }>().message).toMatch(/second factor/);
      }
    }
    for (const amr of [['pwd', 'otp'], ['webauthn'], ['pwd', 'webauthn'], ['mfa']]) {
      const sam = await token('sam.sales@example.nz', { amr });
      expect((await get('/staff', sam)).statusCode, JSON.stringify(amr)).toBe(200);
    }
    // Customers have no such rule: a password alone, or no amr at all, still lets them in.
    const aroha = await token('aroha@example.nz', { amr: null });
    expect((await get('/accounts/30000001', aroha)).statusCode).toBe(200);
  });

  it('answers an empty account code with a 404, for staff too', async () => {
    const sam = await token('sam.sales@example.nz');
    for (const url of ['/accounts/.', '/accounts/%2E', '/accounts/']) {
      const response = await get(url, sam);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ message: string }>().message, url).toMatch(/^Page Not Found: /);
    }
  });

  it('accepts a service entity only on its own account', async () => {
    const aroha = await token('aroha@example.nz');
    expect((await get('/accounts/30000001/services/0211234567', aroha)).statusCode).toBe(200);
    const elsewhere = await get('/accounts/30000001/services/0211234580', aroha);
    expect(elsewhere.statusCode).toBe(403);
    const kiri = await token('kiri@example.nz');
    expect((await get('/accounts/30000301/services/0211234567', kiri)).statusCode).toBe(403);
  });

  it('reads claims fresh: a removed claim stops access at once', async () => {
    const liam = await token('liam@example.nz');
    expect((await get('/accounts/30000401', liam)).statusCode).toBe(200);
    await database.db.delete(claims).where(eq(claims.userGuid, guids['liam@example.nz'] ?? ''));
    expect((await get('/accounts/30000401', liam)).statusCode).toBe(403);
  });
});
