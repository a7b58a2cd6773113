import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { appForTests } from '../test-app';
import { TestBrowser } from '../test-browser';
import { PASSKEY_REFUSED_MESSAGE } from '../../identity/interactions/passkey-sign-in';
import { signInPersona, type Persona } from '../../identity/iam/testing/personas';
import {
  authorizeUrl,
  exchangeCode,
  makePkce,
  openLoginPage,
  refresh,
  signIn,
} from '../../identity/testing/sign-in-flow';
import { relyingPartyOf } from '../../identity/passkeys/relying-party';
import { addPasskey, authenticatorFor } from '../../identity/passkeys/testing/add-passkey';
import type { SoftwareAuthenticator } from '../../identity/passkeys/testing/software-authenticator';
import { verifyPasskeySignIn } from '../../identity/passkeys/verify-authentication';
import { beginPasskeySignIn } from '../../identity/passkeys/begin-authentication';

const { testApp } = appForTests({ seed: true });

/** A sign-in page in a fresh browser, with its passkey form's two paths. */
async function openSignInPage(pool?: 'customer' | 'StaffIdentity') {
  const browser = new TestBrowser(testApp.app, testApp.config.publicUrl);
  const pkce = makePkce();
  const { page } = await openLoginPage(
    browser,
    authorizeUrl(testApp.config.publicUrl, { pkce, ...(pool === undefined ? {} : { pool }) }),
  );
  const action = /<form method="post" action="([^"]+)" class="passkey"/.exec(page.body)?.[1];
  const options = /data-passkey-options="([^"]+)"/.exec(page.body)?.[1];
  return { browser, pkce, action, options, page };
}

async function challengeOf(browser: TestBrowser, optionsPath: string | undefined) {
  if (optionsPath === undefined) throw new Error('no passkey options on the page');
  const response = await browser.request({ method: 'POST', url: optionsPath });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ challenge: string; rpId: string; allowCredentials?: unknown[] }>();
}

/** What the page's script does: the answer in the form, the form submitted. */
function submitAnswer(browser: TestBrowser, action: string | undefined, answer: unknown) {
  if (action === undefined) throw new Error('no passkey form on the page');
  return browser.navigate({
    method: 'POST',
    url: action,
    form: { response: JSON.stringify(answer) },
  });
}

async function tokensOf(location: string | undefined, verifier: string) {
  if (location === undefined) throw new Error('the sign-in did not return to the portal');
  const code = new URL(location).searchParams.get('code');
  if (code === null) throw new Error(`no code in ${location}`);
  const { status, body } = await exchangeCode(
    testApp.app,
    testApp.config.publicUrl,
    code,
    verifier,
  );
  expect(status).toBe(200);
  if (body.id_token === undefined || body.access_token === undefined) throw new Error('no tokens');
  return { id: decodeJwt(body.id_token), access: decodeJwt(body.access_token), body };
}

let aroha: Persona | undefined;
let arohasKey: SoftwareAuthenticator | undefined;

async function arohaWithPasskey() {
  aroha ??= await signInPersona(testApp, 'aroha@example.nz');
  arohasKey ??= (await addPasskey(testApp, aroha, { name: 'Phone' })).authenticator;
  return { aroha, key: arohasKey };
}

function arohasPasskey(): SoftwareAuthenticator {
  if (arohasKey === undefined) throw new Error('Aroha has no passkey yet');
  return arohasKey;
}

describe('signing in with a passkey', () => {
  it('signs Aroha in with no password, and the tokens say it was a passkey', async () => {
    const { aroha: person, key } = await arohaWithPasskey();
    const { browser, pkce, action, options } = await openSignInPage();
    const request = await challengeOf(browser, options);
    expect(request.rpId).toBe(new URL(testApp.config.publicUrl).hostname);
    // Any of the portal's passkeys may answer: the browser offers the ones it holds.
    expect(request.allowCredentials ?? []).toEqual([]);

    const before = Math.floor(Date.now() / 1000);
    const { location } = await submitAnswer(browser, action, key.assert(request));
    const tokens = await tokensOf(location, pkce.verifier);
    expect(tokens.id.sub).toBe(person.userGuid);
    expect(tokens.id.amr).toEqual(['webauthn']);
    expect(tokens.id.auth_time).toBeGreaterThanOrEqual(before - 1);
    expect(tokens.access.sub).toBe(person.userGuid);
    expect(tokens.access.amr).toEqual(['webauthn']);
    expect(tokens.access.auth_time).toBeGreaterThanOrEqual(before - 1);

    // A refreshed access token still says how and when the person signed in.
    const refreshToken = tokens.body.refresh_token;
    if (refreshToken === undefined) throw new Error('no refresh token');
    const refreshed = await refresh(testApp.app, refreshToken);
    expect(refreshed.status).toBe(200);
    const access = decodeJwt(refreshed.body.access_token ?? '');
    expect(access.amr).toEqual(['webauthn']);
    expect(access.auth_time).toBe(tokens.access.auth_time);
  });

  it('marks a password sign-in as a password in both tokens', async () => {
    const pkce = makePkce();
    const browser = new TestBrowser(testApp.app, testApp.config.publicUrl);
    const code = await signIn(browser, testApp.config.publicUrl, {
      email: 'ben@example.nz',
      pkce,
    });
    const { body } = await exchangeCode(testApp.app, testApp.config.publicUrl, code, pkce.verifier);
    expect(decodeJwt(body.id_token ?? '').amr).toEqual(['pwd']);
    const access = decodeJwt(body.access_token ?? '');
    expect(access.amr).toEqual(['pwd']);
    expect(typeof access.auth_time).toBe('number');
  });

  it('refuses a replayed answer, on the same page or another', async () => {
    const { key } = await arohaWithPasskey();
    const first = await openSignInPage();
    const answer = key.assert(await challengeOf(first.browser, first.options));
    const { location } = await submitAnswer(first.browser, first.action, answer);
    expect(location).toContain('code=');

    // The same answer again, by whoever captured it: its challenge is used up.
    const again = await openSignInPage();
    await challengeOf(again.browser, again.options);
    const replayed = await submitAnswer(again.browser, again.action, answer);
    expect(replayed.location).toBeUndefined();
    expect(replayed.response.statusCode).toBe(401);
    expect(replayed.response.body).toContain(PASSKEY_REFUSED_MESSAGE);
  });

  it('refuses an answer whose sign counter has not grown, for an authenticator that counts', async () => {
    const kiri = await signInPersona(testApp, 'kiri@example.nz');
    const counting = authenticatorFor(testApp, true);
    await addPasskey(testApp, kiri, { authenticator: counting });

    const first = await openSignInPage();
    const good = await submitAnswer(
      first.browser,
      first.action,
      counting.assert(await challengeOf(first.browser, first.options)),
    );
    expect(good.location).toContain('code=');

    // A fresh challenge, signed with a count the passkey has already used: a cloned key.
    const second = await openSignInPage();
    const cloned = counting.assert(await challengeOf(second.browser, second.options), {
      counter: counting.signCount,
    });
    const refused = await submitAnswer(second.browser, second.action, cloned);
    expect(refused.response.statusCode).toBe(401);
    expect(refused.response.body).toContain(PASSKEY_REFUSED_MESSAGE);
  });

  it('signs in only the passkey’s own person: a forged user handle is refused', async () => {
    const { aroha: person } = await arohaWithPasskey();
    const liam = await signInPersona(testApp, 'liam@example.nz');
    const { authenticator: liamsKey } = await addPasskey(testApp, liam);

    const { browser, action, options } = await openSignInPage();
    const forged = liamsKey.assert(await challengeOf(browser, options), {
      userHandle: Buffer.from(person.userGuid.replaceAll('-', ''), 'hex').toString('base64url'),
    });
    const refused = await submitAnswer(browser, action, forged);
    expect(refused.response.statusCode).toBe(401);

    // As a second step for a known person (staff's, say), another person's passkey fails.
    const rp = relyingPartyOf(testApp.config);
    const db = testApp.database.db;
    const uid = `second-step-${String(Date.now())}`;
    const request = await beginPasskeySignIn(db, rp, uid, person.userGuid);
    const result = await verifyPasskeySignIn(
      db,
      rp,
      { interactionUid: uid, pool: 'customer', userGuid: person.userGuid },
      liamsKey.assert(request),
    );
    expect(result).toEqual({ ok: false, reason: 'passkey of another person' });
    // Asked for a person, only their passkeys are offered.
    expect(request.allowCredentials?.map((entry) => entry.id)).toEqual([arohasPasskey().id]);
  });

  it('refuses an answer made on another site, and a removed passkey', async () => {
    const ben = await signInPersona(testApp, 'ben@example.nz');
    const { passkey, authenticator } = await addPasskey(testApp, ben);

    const phished = await openSignInPage();
    const elsewhere = authenticator.assert(await challengeOf(phished.browser, phished.options), {
      origin: 'https://evil.example',
    });
    expect(
      (await submitAnswer(phished.browser, phished.action, elsewhere)).response.statusCode,
    ).toBe(401);

    const removed = await ben.call({
      method: 'DELETE',
      url: `/api/iam/Users/${ben.userGuid}/passkeys/${passkey.id}`,
    });
    expect(removed.statusCode).toBe(200);
    const after = await openSignInPage();
    const answer = authenticator.assert(await challengeOf(after.browser, after.options));
    const refused = await submitAnswer(after.browser, after.action, answer);
    expect(refused.response.statusCode).toBe(401);
    expect(refused.response.body).toContain(PASSKEY_REFUSED_MESSAGE);
    // The page is the sign-in page again, passkey form and all.
    expect(refused.response.body).toContain('Sign in with a passkey');
  });

  it('refuses what is not a WebAuthn answer at all, and offers no passkeys to staff', async () => {
    const { browser, action } = await openSignInPage();
    if (action === undefined) throw new Error('no passkey form');
    for (const response of ['', 'not json', '{"id":"x"}']) {
      const { response: page } = await browser.navigate({
        method: 'POST',
        url: action,
        form: { response },
      });
      expect(page.statusCode, response).toBe(401);
    }

    const staffPage = await openSignInPage('StaffIdentity');
    expect(staffPage.options).toBeUndefined();
    const uid = /\/idp\/interaction\/([^/]+)\/login/.exec(staffPage.page.body)?.[1] ?? '';
    const asked = await staffPage.browser.request({
      method: 'POST',
      url: `/idp/interaction/${uid}/passkey/options`,
    });
    expect(asked.statusCode).toBe(400);
  });
});
