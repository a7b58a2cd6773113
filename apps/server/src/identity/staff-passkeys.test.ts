import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passkeys, staffSecondFactors } from '../db/schema';
import { appForTests } from '../test/test-app';
import type { TestBrowser } from '../test/test-browser';
import { signInPersona } from './iam/testing/personas';
import {
  STAFF_PASSKEY_NOT_SET_UP_MESSAGE,
  STAFF_PASSKEY_REFUSED_MESSAGE,
} from './pages/second-factor-pages';
import { addPasskey, authenticatorFor } from './passkeys/testing/add-passkey';
import type { SoftwareAuthenticator } from './passkeys/testing/software-authenticator';
import { MAX_FAILURES_PER_EMAIL } from './throttle/login-throttle';
import { currentCode, enrolmentSecretOf, secondFactorActionOf } from './testing/second-factor';
import { freshBrowsers, newStaff, SAM, staffGuidOf, staffPasswordStep } from '../test/staff-logins';
import {
  authorizeUrl,
  exchangeCode,
  makePkce,
  openLoginPage,
  submitCredentials,
  type Pkce,
} from './testing/sign-in-flow';

const { testApp, people } = appForTests({ seed: true });
let publicUrl: string;
beforeAll(() => {
  publicUrl = testApp.config.publicUrl;
});

const freshBrowser = freshBrowsers(testApp, '10.7.0');

/** The passkey form of a second-step page: where its script asks and where it posts. */
function passkeyFormOf(page: LightMyRequestResponse, mode: 'register' | 'sign-in') {
  const form = new RegExp(
    `<form method="post" action="([^"]+)" class="passkey" data-staff-passkey="${mode}" data-passkey-options="([^"]+)" hidden>`,
  ).exec(page.body);
  if (form?.[1] === undefined || form[2] === undefined) return undefined;
  return { action: form[1], options: form[2] };
}

/** A staff sign-in up to its second step (the right password), in a fresh browser. */
async function passwordStep(email: string) {
  const step = await staffPasswordStep(testApp, freshBrowser(), email);
  expect(step.page.statusCode).toBe(200);
  return step;
}

type Step = Awaited<ReturnType<typeof passwordStep>>;

/** What the page's script does: ask for options (JSON), then post the answer as a form. */
async function optionsOf<T>(browser: TestBrowser, url: string): Promise<T> {
  const response = await browser.request({ method: 'POST', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

function post(browser: TestBrowser, url: string, answer: unknown) {
  return browser.navigate({ method: 'POST', url, form: { response: JSON.stringify(answer) } });
}

const registerPath = (uid: string) => `/idp/interaction/${uid}/second-factor/passkey/registration`;
const signInPath = (uid: string) => `/idp/interaction/${uid}/second-factor/passkey`;

/** Sets a passkey up at the enrolment step, as the page's script would. */
async function enrolPasskey(step: Step, authenticator: SoftwareAuthenticator) {
  const form = passkeyFormOf(step.page, 'register');
  if (form === undefined) throw new Error('no passkey set-up on the enrolment page');
  const creation = await optionsOf<{ challenge: string; user: { id: string } }>(
    step.browser,
    form.options,
  );
  return post(step.browser, form.action, authenticator.create(creation));
}

/** Uses a passkey at the second step, as the page's script would. */
async function usePasskey(step: Step, authenticator: SoftwareAuthenticator) {
  const request = await optionsOf<{ challenge: string }>(
    step.browser,
    `${signInPath(step.uid)}/options`,
  );
  return post(step.browser, signInPath(step.uid), authenticator.assert(request));
}

async function accessTokenOf(location: string | undefined, pkce: Pkce) {
  if (location === undefined) throw new Error('the sign-in did not return to the portal');
  const code = new URL(location).searchParams.get('code') ?? '';
  const { status, body } = await exchangeCode(testApp.app, publicUrl, code, pkce.verifier);
  expect(status).toBe(200);
  return { claims: decodeJwt(body.access_token ?? ''), raw: body.access_token ?? '' };
}

/** A staff log-in that set a passkey up at its first sign-in. */
async function staffWithPasskey() {
  const staff = await newStaff(testApp, { firstName: 'Hemi', lastName: 'Staff' });
  const key = authenticatorFor(testApp);
  const { location } = await enrolPasskey(await passwordStep(staff.email), key);
  expect(location).toContain('code=');
  return { ...staff, key };
}

describe('a staff passkey as the second step', () => {
  it('is set up at the first sign-in, audited, and then asked for at each sign-in', async () => {
    const staff = await newStaff(testApp, { firstName: 'Hemi', lastName: 'Staff' });
    const first = await passwordStep(staff.email);
    expect(first.page.body).toContain('<h1>Set up your second step</h1>');
    // Both ways are offered; the app's stays usable without script.
    expect(passkeyFormOf(first.page, 'register')).toBeDefined();
    expect(enrolmentSecretOf(first.page)).toBeDefined();
    expect(first.page.body).toContain('<script src="/idp/assets/staff-passkey.js" defer></script>');

    const key = authenticatorFor(testApp);
    const enrolled = await enrolPasskey(first, key);
    const access = await accessTokenOf(enrolled.location, first.pkce);
    expect(access.claims).toMatchObject({ sub: staff.userGuid, amr: ['pwd', 'webauthn'] });
    // The API takes it as a second factor (decision 054's check).
    const search = await testApp.app.inject({
      url: '/api/staff/accounts?query=30000001',
      headers: { authorization: `Bearer ${access.raw}` },
    });
    expect(search.statusCode).toBe(200);

    const [audit] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actor, staff.userGuid),
          eq(auditLog.action, 'staff-second-factor-enrolled'),
        ),
      );
    expect(audit).toMatchObject({ actorPool: 'StaffIdentity', details: { kind: 'passkey' } });
    // The app's secret shown but never confirmed is gone: no code of it confirms anything.
    const factors = await testApp.database.db
      .select()
      .from(staffSecondFactors)
      .where(eq(staffSecondFactors.userGuid, staff.userGuid));
    expect(factors).toEqual([]);

    const again = await passwordStep(staff.email);
    expect(again.page.body).toContain('<h1>Use your passkey</h1>');
    expect(passkeyFormOf(again.page, 'sign-in')).toBeDefined();
    expect(secondFactorActionOf(again.page)).toBeUndefined();
    const request = await optionsOf<{ allowCredentials: { id: string }[] }>(
      again.browser,
      `${signInPath(again.uid)}/options`,
    );
    expect(request.allowCredentials.map((credential) => credential.id)).toEqual([key.id]);
    const signedIn = await usePasskey(again, key);
    expect((await accessTokenOf(signedIn.location, again.pkce)).claims).toMatchObject({
      amr: ['pwd', 'webauthn'],
    });
  });

  it('offers Sam, who has an app, his code and no passkey set-up', async () => {
    const step = await passwordStep(SAM);
    expect(step.page.body).toContain('<h1>Enter your code</h1>');
    expect(step.page.body).not.toContain('data-staff-passkey');
    const options = await step.browser.request({
      method: 'POST',
      url: `${registerPath(step.uid)}/options`,
    });
    expect(options.statusCode).toBe(400);
    const noPasskey = await step.browser.request({
      method: 'POST',
      url: `${signInPath(step.uid)}/options`,
    });
    expect(noPasskey.statusCode).toBe(400);
    // A passkey answer to the registration route while enrolled adds nothing: back to the code.
    const added = await post(step.browser, registerPath(step.uid), { id: 'x' });
    expect(added.location).toBeUndefined();
    expect(added.response.body).toContain('<h1>Enter your code</h1>');
    const samsPasskeys = await testApp.database.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userGuid, await staffGuidOf(testApp, SAM)));
    expect(samsPasskeys).toEqual([]);
  });

  it('offers a log-in with both its passkey and its code', async () => {
    const staff = await newStaff(testApp, { firstName: 'Hemi', lastName: 'Staff' });
    const enrol = await passwordStep(staff.email);
    const secret = enrolmentSecretOf(enrol.page) ?? '';
    const form = { code: currentCode(secret) };
    const confirmed = await enrol.browser.navigate({
      method: 'POST',
      url: secondFactorActionOf(enrol.page) ?? '',
      form,
    });
    expect(confirmed.location).toContain('code=');
    // A passkey added afterwards (as a later page would): both are on offer.
    const key = authenticatorFor(testApp);
    await testApp.database.db.insert(passkeys).values({
      id: randomUUID(),
      userGuid: staff.userGuid,
      credentialId: key.id,
      publicKey: 'unused',
      signCount: 0,
      transports: [],
      deviceType: 'singleDevice',
      backedUp: false,
      name: 'Laptop',
      createdAt: new Date(),
    });
    const step = await passwordStep(staff.email);
    expect(step.page.body).toContain('a code from your authenticator app, or your passkey');
    expect(passkeyFormOf(step.page, 'sign-in')).toBeDefined();
    expect(secondFactorActionOf(step.page)).toBeDefined();
  });
});

describe('a staff passkey answer that is refused', () => {
  it('needs the right staff password first: without it nothing is offered or accepted', async () => {
    const staff = await staffWithPasskey();
    const browser = freshBrowser();
    const { action } = await openLoginPage(
      browser,
      authorizeUrl(publicUrl, { pkce: makePkce(), pool: 'StaffIdentity' }),
    );
    const uid = /\/idp\/interaction\/([^/]+)\/login/.exec(action)?.[1] ?? '';
    for (const url of [`${signInPath(uid)}/options`, `${registerPath(uid)}/options`]) {
      const response = await browser.request({ method: 'POST', url });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location).toBe(`/idp/interaction/${uid}`);
    }
    // A wrong password does not open the step either.
    await submitCredentials(browser, action, staff.email, 'not-the-password', {
      passwordOnly: true,
    });
    const answer = staff.key.assert({ challenge: 'made-up' });
    const posted = await post(browser, signInPath(uid), answer);
    expect(posted.location).toBeUndefined();
    expect(browser.hasCookie('_idp_session')).toBe(false);
  });

  it('refuses a replayed answer, a customer’s passkey and another staff member’s', async () => {
    const staff = await staffWithPasskey();
    const other = await staffWithPasskey();

    // An answer that signed in once, sent again in a new sign-in.
    const first = await passwordStep(staff.email);
    const request = await optionsOf<{ challenge: string }>(
      first.browser,
      `${signInPath(first.uid)}/options`,
    );
    const answer = staff.key.assert(request);
    expect((await post(first.browser, signInPath(first.uid), answer)).location).toContain('code=');
    const replayStep = await passwordStep(staff.email);
    const replay = await post(replayStep.browser, signInPath(replayStep.uid), answer);
    expect(replay.response.statusCode).toBe(401);
    expect(replay.response.body).toContain(STAFF_PASSKEY_REFUSED_MESSAGE.replace(/’/g, '’'));

    // Aroha's passkey (customer pool), and a colleague's staff passkey, on this step.
    const aroha = await signInPersona(testApp, 'aroha@example.nz');
    const { authenticator: arohasKey } = await addPasskey(testApp, aroha, { name: 'Phone' });
    for (const key of [arohasKey, other.key]) {
      const step = await passwordStep(staff.email);
      const { response, location } = await usePasskey(step, key);
      expect(location).toBeUndefined();
      expect(response.statusCode).toBe(401);
      expect(step.browser.hasCookie('_idp_session')).toBe(false);
    }
  });

  it('pauses the log-in after five refused answers, as for wrong codes', async () => {
    const staff = await staffWithPasskey();
    const stranger = authenticatorFor(testApp);
    for (let failure = 0; failure < MAX_FAILURES_PER_EMAIL; failure += 1) {
      const step = await passwordStep(staff.email);
      expect((await usePasskey(step, stranger)).response.statusCode).toBe(401);
    }
    const step = await passwordStep(staff.email);
    const held = await usePasskey(step, staff.key);
    expect(held.response.statusCode).toBe(429);
    expect(Number(held.response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sets up nothing from a bad registration answer, and says so', async () => {
    const staff = await newStaff(testApp, { firstName: 'Hemi', lastName: 'Staff' });
    const step = await passwordStep(staff.email);
    const form = passkeyFormOf(step.page, 'register');
    if (form === undefined) throw new Error('no passkey set-up');
    const creation = await optionsOf<{ challenge: string; user: { id: string } }>(
      step.browser,
      form.options,
    );
    // Made for another site: the origin does not match.
    const answer = authenticatorFor(testApp).create(creation, 'https://elsewhere.example');
    const { response, location } = await post(step.browser, form.action, answer);
    expect(location).toBeUndefined();
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain(STAFF_PASSKEY_NOT_SET_UP_MESSAGE.replace(/’/g, '’'));
    const kept = await testApp.database.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userGuid, staff.userGuid));
    expect(kept).toEqual([]);
  });
});

describe('a colleague’s reset', () => {
  it('removes their passkeys too, so they set a factor up again', async () => {
    const staff = await staffWithPasskey();
    const reset = await people.call(SAM, {
      method: 'POST',
      url: '/api/staff/secondFactorResets',
      json: { email: staff.email, reason: 'Laptop lost, ticket 5120' },
    });
    expect(reset.statusCode).toBe(200);
    const left = await testApp.database.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.userGuid, staff.userGuid));
    expect(left).toEqual([]);
    const step = await passwordStep(staff.email);
    expect(step.page.body).toContain('<h1>Set up your second step</h1>');
  });
});
