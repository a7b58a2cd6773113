import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt, generateKeyPair, importJWK, type JWTPayload } from 'jose';
import type { SessionUser } from '@portal/contracts';
import { REAUTHENTICATION_MESSAGE, STEP_UP_ROUTES } from '../../auth';
import { loadIdpKeys } from '../../identity/keys/load-idp-keys';
import { SESSION_COOKIE } from '../../session/cookie';
import { sessionStore } from '../../session/session-store';
import { signInThroughSession } from '../sign-in-through-session';
import { appForTests } from '../test-app';

/**
 * Risky actions ask again (decision 052): every route of the step-up list refuses a token
 * whose sign-in is older than five minutes, and lets the same token with a fresh sign-in
 * through to its own checks (a body that fails validation, or nothing there: a 400 or 404,
 * so nothing changes). The stale and fresh tokens differ in `auth_time` only, signed with the
 * provider's own key, as it would sign a token of a sign-in that long ago.
 */
const { testApp } = appForTests({ seed: true });
type Tokens = NonNullable<SessionUser['tokenDetails']>;
let owner: Tokens;
let staff: Tokens;
let reader: Tokens;
let signingKey: Awaited<ReturnType<typeof importJWK>>;
let kid: string;

const MINUTE = 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function tokensOf(email: string): Promise<Tokens> {
  const { browser } = await signInThroughSession(testApp, email);
  const key = browser.cookie(SESSION_COOKIE);
  if (key === undefined) throw new Error('no session cookie after sign-in');
  const session = await sessionStore(testApp.database, testApp.config.sessionLifetime).find(key);
  if (session?.tokenDetails == null) throw new Error('no tokens in the session');
  return session.tokenDetails;
}

beforeAll(async () => {
  [owner, staff, reader] = await Promise.all([
    tokensOf('aroha@example.nz'),
    tokensOf('sam.sales@example.nz'),
    tokensOf('mere@example.nz'),
  ]);
  const [signing] = (await loadIdpKeys(testApp.database.db)).signing;
  if (signing === undefined) throw new Error('no identity provider key');
  signingKey = await importJWK(signing, 'ES256');
  kid = signing.kid;
}, 120_000);

/** The access token's own claims, changed as asked, signed as the provider signs. */
function resign(tokens: Tokens, change: (claims: JWTPayload) => JWTPayload, key = signingKey) {
  return new SignJWT(change(decodeJwt(tokens.accessToken)))
    .setProtectedHeader({ alg: 'ES256', kid, typ: 'at+jwt' })
    .sign(key);
}
/** The claims without the named ones. */
function without(claims: JWTPayload, ...names: string[]): JWTPayload {
  return Object.fromEntries(Object.entries(claims).filter(([name]) => !names.includes(name)));
}
const signedInAgo = (tokens: Tokens, seconds: number) =>
  resign(tokens, (claims) => ({ ...claims, auth_time: nowSeconds() - seconds }));

interface RiskyCall {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  json?: unknown;
  /** What a caller with a fresh sign-in gets: the route's own answer to this request. */
  fresh: number;
}

const MOBILE = '/api/mobile/v2/management/accounts/30000001';
const RECHARGE = '/api/recharge/v1/configuration/accounts/30000001/serviceEntities/0211234567';
const PREPAY = '/api/mobile/v2/prepay/management/accountCode/30000001/serviceEntities/0211234567';
const RECHARGE_KEY =
  '/api/recharge/v1/configuration/accounts/:accountCode/serviceEntities/:serviceEntity';
const PREPAY_KEY =
  '/api/mobile/v2/prepay/management/accountCode/:accountCode/serviceEntities/:serviceEntity';

/** A prepay setting's call: an empty body, which the route refuses once let through. */
const prepaySetting = (method: 'POST' | 'PUT', url: string) => (): RiskyCall => ({
  method,
  url,
  json: [],
  fresh: 400,
});
const ORDERING = '/api/mobile/v2/ordering/accounts/30000001';

/** One call per route of the list, by its key; a route missing here fails the first test. */
const CALLS: Record<string, (ownerGuid: string) => RiskyCall> = {
  'POST /api/mobile/v2/management/accounts/:accountCode/mobileServices/:id/changeSimBlock': () => ({
    method: 'POST',
    url: `${MOBILE}/mobileServices/0211234567/changeSimBlock`,
    json: [],
    fresh: 400,
  }),
  'POST /api/mobile/v2/ordering/accounts/:accountCode/serviceEntities/:id/changeNumber': () => ({
    method: 'POST',
    url: `${ORDERING}/serviceEntities/0211234567/changeNumber`,
    json: [],
    fresh: 400,
  }),
  'POST /api/mobile/v2/ordering/accounts/:accountCode/portIn': () => ({
    method: 'POST',
    url: `${ORDERING}/portIn`,
    json: [],
    fresh: 400,
  }),
  'POST /api/sales/v3/ordering/accounts/:accountCode/addProductOrders': () => ({
    method: 'POST',
    url: '/api/sales/v3/ordering/accounts/30000001/addProductOrders',
    json: { orderToken: 'not-a-token' },
    fresh: 400,
  }),
  'PUT /api/payments/v2/accounts/:accountCode/recurringPaymentMethod': () => ({
    method: 'PUT',
    url: '/api/payments/v2/accounts/30000001/recurringPaymentMethod',
    json: [],
    fresh: 400,
  }),
  [`PUT ${RECHARGE_KEY}/autotopup`]: prepaySetting('PUT', `${RECHARGE}/autotopup`),
  [`PUT ${RECHARGE_KEY}/monthlyAutoTopup`]: prepaySetting('PUT', `${RECHARGE}/monthlyAutoTopup`),
  [`PUT ${RECHARGE_KEY}/autoPay`]: prepaySetting('PUT', `${RECHARGE}/autoPay`),
  [`PUT ${PREPAY_KEY}/autoTopup`]: prepaySetting('PUT', `${PREPAY}/autoTopup`),
  [`PUT ${PREPAY_KEY}/monthlyAutoTopup`]: prepaySetting('PUT', `${PREPAY}/monthlyAutoTopup`),
  [`POST ${PREPAY_KEY}/autopay`]: prepaySetting('POST', `${PREPAY}/autopay`),
  'POST /api/iam/users': () => ({ method: 'POST', url: '/api/iam/users', json: [], fresh: 400 }),
  'POST /api/iam/accounts/:accountCode/pendingusers/:id/resend': () => ({
    method: 'POST',
    url: `/api/iam/accounts/30000001/pendingusers/${randomUUID()}/resend`,
    fresh: 404,
  }),
  'DELETE /api/iam/users/:id/claims': () => ({
    method: 'DELETE',
    url: `/api/iam/users/${randomUUID()}/claims?claimType=Account&claimValue=30000001`,
    fresh: 404,
  }),
  'PUT /api/iam/Users/:id/password': (ownerGuid) => ({
    method: 'PUT',
    url: `/api/iam/Users/${ownerGuid}/password`,
    json: { oldPassword: 'not-my-password', newPassword: 'Tui-Kereru-Moa-42!' },
    fresh: 400,
  }),
  'PUT /api/accounts/:accountCode/mailboxes/:id/password': () => ({
    method: 'PUT',
    url: '/api/accounts/30000001/mailboxes/999999/password',
    json: [],
    fresh: 400,
  }),
};

function send(call: RiskyCall, bearer: string) {
  return testApp.app.inject({
    method: call.method,
    url: call.url,
    headers: { authorization: `Bearer ${bearer}` },
    ...(call.json === undefined ? {} : { payload: call.json as object }),
  });
}

async function expectAskedAgain(call: RiskyCall, bearer: string, why: string): Promise<void> {
  const response = await send(call, bearer);
  expect(response.statusCode, why).toBe(403);
  expect(response.headers['www-authenticate'], why).toMatch(
    /^Bearer error="insufficient_user_authentication".*max_age=300$/,
  );
  expect(response.json(), why).toMatchObject({
    success: false,
    status: 403,
    message: REAUTHENTICATION_MESSAGE,
  });
}

describe('risky actions ask for a recent sign-in', () => {
  it('has a call here for every route of the list', () => {
    expect(Object.keys(CALLS).sort()).toEqual([...STEP_UP_ROUTES.keys()].sort());
  });

  it('puts the sign-in time and method in the access token', () => {
    const claims = decodeJwt(owner.accessToken);
    expect(claims.auth_time).toBeTypeOf('number');
    expect(nowSeconds() - Number(claims.auth_time)).toBeLessThan(5 * MINUTE);
    expect(claims.amr).toEqual(['pwd']);
  });

  for (const key of Object.keys(CALLS)) {
    it(`${key}: through with a 4-minute-old sign-in, asked again at 6 and 30 minutes`, async () => {
      const ownerGuid = decodeJwt(owner.accessToken).sub ?? '';
      const call = CALLS[key]?.(ownerGuid);
      if (call === undefined) throw new Error(`no call for ${key}`);
      const fresh = await send(call, await signedInAgo(owner, 4 * MINUTE));
      expect(fresh.statusCode, 'fresh').toBe(call.fresh);
      expect(fresh.headers['www-authenticate'], 'fresh').toBeUndefined();
      await expectAskedAgain(call, await signedInAgo(owner, 6 * MINUTE), '6 minutes');
      await expectAskedAgain(call, await signedInAgo(owner, 30 * MINUTE), '30 minutes');
      await expectAskedAgain(
        call,
        await resign(owner, (claims) => without(claims, 'auth_time')),
        'no auth_time',
      );
    });
  }

  it('asks nothing of an add-on ordered on the new-line route, or of other changes', async () => {
    const stale = await signedInAgo(owner, 30 * MINUTE);
    const addOn = await send(
      {
        method: 'POST',
        url: '/api/sales/v3/ordering/accounts/30000001/addProductOrders',
        json: {},
        fresh: 400,
      },
      stale,
    );
    expect(addOn.statusCode).toBe(400);
    const contact = await send(
      { method: 'PUT', url: '/api/accounts/30000001/contactInformation', json: [], fresh: 400 },
      stale,
    );
    expect(contact.statusCode).toBe(400);
  });

  it('asks staff again too, and a token opened by a staff link, which has no sign-in time', async () => {
    const call =
      CALLS[
        'POST /api/mobile/v2/management/accounts/:accountCode/mobileServices/:id/changeSimBlock'
      ]?.('');
    if (call === undefined) throw new Error('no SIM call');
    expect(decodeJwt(staff.accessToken).auth_time).toBeTypeOf('number');
    expect((await send(call, staff.accessToken)).statusCode).toBe(400);
    await expectAskedAgain(call, await signedInAgo(staff, 6 * MINUTE), 'staff, 6 minutes');
    // As redeem-staff-token.ts mints it: the staff member's second factor, no sign-in time.
    const linkToken = await resign(staff, (claims) => ({
      ...without(claims, 'auth_time', 'amr'),
      amr: ['mfa'],
      auto_login: true,
    }));
    await expectAskedAgain(call, linkToken, 'staff link');
  });

  it('tells someone who may not do it anyway that, not to sign in again', async () => {
    const call = CALLS['PUT /api/accounts/:accountCode/mailboxes/:id/password']?.('');
    if (call === undefined) throw new Error('no mailbox call');
    const response = await send(call, await signedInAgo(reader, 30 * MINUTE));
    expect(response.statusCode).toBe(403);
    expect(response.headers['www-authenticate']).toBeUndefined();
    expect(response.json()).toMatchObject({ message: 'Only the account owner can do this.' });
  });

  it('refuses a forged or altered sign-in time like any bad token', async () => {
    const call =
      CALLS[
        'POST /api/mobile/v2/management/accounts/:accountCode/mobileServices/:id/changeSimBlock'
      ]?.('');
    if (call === undefined) throw new Error('no SIM call');
    const freshClaims = (claims: JWTPayload) => ({ ...claims, auth_time: nowSeconds() });
    const { privateKey } = await generateKeyPair('ES256');
    const otherKey = await resign(owner, freshClaims, privateKey);
    expect((await send(call, otherKey)).statusCode, 'signed by another key').toBe(401);

    // The real token with only its auth_time rewritten, its signature kept.
    const stale = await signedInAgo(owner, 30 * MINUTE);
    const [header, , signature] = stale.split('.');
    const payload = Buffer.from(JSON.stringify(freshClaims(decodeJwt(stale)))).toString(
      'base64url',
    );
    expect((await send(call, `${header}.${payload}.${signature}`)).statusCode, 'altered').toBe(401);
    // A sign-in time in the future is no fresh sign-in either.
    const future = await resign(owner, (claims) => ({ ...claims, auth_time: nowSeconds() + 3600 }));
    await expectAskedAgain(call, future, 'an hour ahead');
  });
});
