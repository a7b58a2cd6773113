import { beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK } from 'jose';
import type { JWTPayload } from 'jose';
import { errorEnvelopeSchema, type SessionUser } from '@portal/contracts';
import { appForTests } from '../test-app';
import { signInThroughSession } from '../sign-in-through-session';
import { loadIdpKeys } from '../../identity/keys/load-idp-keys';
import { SESSION_COOKIE } from '../../session/cookie';
import { sessionStore } from '../../session/session-store';

/**
 * The API as a resource server: whatever bearer token reaches it, only an access token the
 * identity provider signed for this API, still in date, gets through. Each bad token differs
 * from a good one in one way only; the good one, re-signed, still passes, so each refusal is
 * for the reason named.
 */
const { testApp } = appForTests({ seed: true });
let tokens: NonNullable<SessionUser['tokenDetails']>;
/** What jose signs with: a CryptoKey, or the bytes of an HMAC secret. */
type SigningKey = Awaited<ReturnType<typeof importJWK>>;
let realKey: SigningKey;
let kid: string;

const ACCOUNT_URL = '/api/accounts/30000001';
const INVALID = 'Your sign-in has expired or is not valid. Please sign in again.';

beforeAll(async () => {
  const { browser } = await signInThroughSession(testApp, 'aroha@example.nz');
  const key = browser.cookie(SESSION_COOKIE);
  if (key === undefined) throw new Error('no session cookie after sign-in');
  const session = await sessionStore(testApp.database, testApp.config.sessionLifetime).find(key);
  if (session?.tokenDetails == null) throw new Error('no tokens in the session');
  tokens = session.tokenDetails;
  const [signing] = (await loadIdpKeys(testApp.database.db)).signing;
  if (signing === undefined) throw new Error('no identity provider key');
  realKey = await importJWK(signing, 'ES256');
  kid = signing.kid;
});

function callWith(bearer: string) {
  return testApp.app.inject({
    method: 'GET',
    url: ACCOUNT_URL,
    headers: { authorization: `Bearer ${bearer}` },
  });
}

async function expectRefused(bearer: string, why: string): Promise<void> {
  const response = await callWith(bearer);
  expect(response.statusCode, why).toBe(401);
  const body = errorEnvelopeSchema.parse(response.json());
  expect(body, why).toMatchObject({ success: false, status: 401, message: INVALID });
  expect(response.body, why).not.toMatch(/JWS|JWT|jose|signature|claim/i);
}

/** The real access token's claims, changed as asked, signed with the given key. */
async function forge(
  change: (claims: JWTPayload) => JWTPayload,
  options: { key?: SigningKey; alg?: string; typ?: string | null } = {},
): Promise<string> {
  const typ =
    options.typ === undefined ? decodeProtectedHeader(tokens.accessToken).typ : options.typ;
  return new SignJWT(change(decodeJwt(tokens.accessToken)))
    .setProtectedHeader({ alg: options.alg ?? 'ES256', kid, ...(typ == null ? {} : { typ }) })
    .sign(options.key ?? realKey);
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('bearer tokens at the API', () => {
  it('lets the real access token, and the same claims re-signed with the real key, through', async () => {
    expect((await callWith(tokens.accessToken)).statusCode).toBe(200);
    expect((await callWith(await forge((claims) => claims))).statusCode).toBe(200);
  });

  it('refuses an unsigned token (alg none), with or without a signature part', async () => {
    const payload = tokens.accessToken.split('.')[1] ?? '';
    for (const typ of ['JWT', 'at+jwt']) {
      const header = base64url({ alg: 'none', typ, kid });
      await expectRefused(`${header}.${payload}.`, `alg none ${typ}, empty signature`);
      await expectRefused(`${header}.${payload}.AAAA`, `alg none ${typ}, junk signature`);
    }
  });

  it('refuses a token signed with another key under the real key id', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    await expectRefused(await forge((claims) => claims, { key: privateKey }), 'wrong key');
  });

  it('refuses HS256 signed with the public key as the secret (algorithm confusion)', async () => {
    const [signing] = (await loadIdpKeys(testApp.database.db)).signing;
    const publicJwk = JSON.stringify({ kty: 'EC', crv: 'P-256', x: signing?.x, y: signing?.y });
    const secret = new TextEncoder().encode(publicJwk);
    await expectRefused(await forge((c) => c, { key: secret, alg: 'HS256' }), 'HS256');
  });

  it('refuses another audience, another issuer, and an expired token', async () => {
    await expectRefused(
      await forge((claims) => ({ ...claims, aud: 'https://elsewhere.example/api' })),
      'wrong audience',
    );
    await expectRefused(
      await forge((claims) => ({ ...claims, iss: 'https://evil.example/idp' })),
      'wrong issuer',
    );
    await expectRefused(
      await forge((claims) => ({ ...claims, iat: nowSeconds() - 600, exp: nowSeconds() - 300 })),
      'expired',
    );
  });

  it("refuses the access token's own claims under another type, or none", async () => {
    expect(decodeProtectedHeader(tokens.accessToken).typ).toBe('at+jwt');
    await expectRefused(await forge((claims) => claims, { typ: 'JWT' }), 'typ JWT');
    await expectRefused(await forge((claims) => claims, { typ: 'logout+jwt' }), 'typ logout+jwt');
    await expectRefused(await forge((claims) => claims, { typ: null }), 'no typ');
  });

  it('refuses the ID token used as an access token', async () => {
    const idToken = tokens.idToken ?? '';
    expect(decodeJwt(idToken).sub).toBe(decodeJwt(tokens.accessToken).sub);
    await expectRefused(idToken, 'ID token');
  });

  it('refuses a token that is not a JWT, and asks for one when there is none', async () => {
    await expectRefused('not-a-jwt', 'garbage');
    await expectRefused(tokens.refreshToken ?? 'opaque-refresh-token', 'refresh token');
    const missing = await testApp.app.inject({ method: 'GET', url: ACCOUNT_URL });
    expect(missing.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(missing.json()).success).toBe(false);
  });
});
