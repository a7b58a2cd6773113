import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../../test-support/personas';
import { auditLog, staffSecondFactors } from '../db/schema';
import { DEMO_STAFF_TOTP_SECRET } from '../db/seed/demo-people';
import { appForTests } from '../test/test-app';
import type { TestBrowser } from '../test/test-browser';
import { SECOND_FACTOR_MESSAGES } from './pages/second-factor-pages';
import { MAX_FAILURES_PER_EMAIL } from './throttle/login-throttle';
import { totpCode, totpStep } from './second-factor/totp';
import {
  authorizeUrl,
  exchangeCode,
  makePkce,
  openLoginPage,
  submitCredentials,
  type Pkce,
} from './testing/sign-in-flow';
import {
  currentCode,
  enrolmentSecretOf,
  forgetUsedCode,
  secondFactorActionOf,
} from './testing/second-factor';
import { freshBrowsers, newStaff, SAM, staffPasswordStep } from '../test/staff-logins';

const { testApp } = appForTests({ seed: true });
let publicUrl: string;
beforeAll(() => {
  publicUrl = testApp.config.publicUrl;
});

const freshBrowser = freshBrowsers(testApp, '10.9.0');

/** Staff sign-in up to the second step: the password only. */
function passwordStep(email = SAM, browser = freshBrowser()) {
  return staffPasswordStep(testApp, browser, email);
}

function actionOf(page: LightMyRequestResponse): string {
  const action = secondFactorActionOf(page);
  if (action === undefined) throw new Error(`no second step in ${page.body.slice(0, 400)}`);
  return action;
}

async function sendCode(browser: TestBrowser, page: LightMyRequestResponse, code: string) {
  return browser.navigate({ method: 'POST', url: actionOf(page), form: { code } });
}

async function tokensFrom(location: string | undefined, pkce: Pkce) {
  if (location === undefined) throw new Error('the sign-in did not return to the portal');
  const code = new URL(location).searchParams.get('code') ?? '';
  const { status, body } = await exchangeCode(testApp.app, publicUrl, code, pkce.verifier);
  expect(status).toBe(200);
  return body;
}

describe('a staff sign-in’s second step', () => {
  it('asks for the code after the password, and finishes the login only with it', async () => {
    const { browser, pkce, page, location } = await passwordStep();
    // The password alone does not return to the portal.
    expect(location).toBeUndefined();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Enter your code</h1>');
    expect(page.body).toContain('a code from your authenticator app');
    expect(page.body).toMatch(
      /<label for="code">6-digit code<\/label>\n<input id="code" name="code" type="text" autocomplete="one-time-code" inputmode="numeric"/,
    );
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('style=');
    // The portal's callback has not been reached: no code to exchange, no IdP session.
    expect(browser.hasCookie('_idp_session')).toBe(false);

    await forgetUsedCode(testApp.app, SAM);
    const done = await sendCode(browser, page, currentCode());
    const tokens = await tokensFrom(done.location, pkce);
    expect(decodeJwt(tokens.access_token ?? '')).toMatchObject({
      pool: 'StaffIdentity',
      amr: ['pwd', 'otp'],
    });

    // The refreshed access token says the same.
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/idp/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        client_id: 'portal-web',
        grant_type: 'refresh_token',
        refresh_token: tokens.refresh_token ?? '',
      }).toString(),
    });
    const access = refreshed.json<{ access_token: string }>().access_token;
    expect(decodeJwt(access)).toMatchObject({ amr: ['pwd', 'otp'] });
  });

  it('says clearly what was wrong with a code, and keeps asking', async () => {
    const { browser, page } = await passwordStep();
    const right = currentCode();
    const wrong = right === '000000' ? '111111' : '000000';
    for (const [code, message] of [
      ['12345', SECOND_FACTOR_MESSAGES.malformed],
      [wrong, SECOND_FACTOR_MESSAGES.wrong],
    ] as const) {
      const { response, location } = await sendCode(browser, page, code);
      expect(location).toBeUndefined();
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain(`<div id="form-error" class="alert" role="alert">`);
      expect(response.body).toContain(message.replace(/’/g, '’'));
      expect(response.body).toMatch(
        /<input id="code"[^>]*aria-describedby="form-error"[^>]*aria-invalid="true"/,
      );
    }
  });

  it('takes a code once: the same code in another sign-in is refused as used', async () => {
    await forgetUsedCode(testApp.app, SAM);
    const now = Date.now();
    const code = totpCode(DEMO_STAFF_TOTP_SECRET, totpStep(now));
    const first = await passwordStep();
    expect((await sendCode(first.browser, first.page, code)).location).toContain('code=');
    const second = await passwordStep();
    const replay = await sendCode(second.browser, second.page, code);
    expect(replay.location).toBeUndefined();
    expect(replay.response.statusCode).toBe(401);
    expect(replay.response.body).toContain(SECOND_FACTOR_MESSAGES.used);
  });

  it('pauses after five wrong codes for the log-in, as for passwords', async () => {
    const email = (await newStaff(testApp, { firstName: 'Tui', lastName: 'Staff' })).email;
    // Enrol first, so the codes are checked against a known secret.
    const enrol = await passwordStep(email);
    const secret = enrolmentSecretOf(enrol.page) ?? '';
    expect((await sendCode(enrol.browser, enrol.page, currentCode(secret))).location).toBeDefined();

    const { browser, page } = await passwordStep(email);
    const right = currentCode(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < MAX_FAILURES_PER_EMAIL; attempt += 1) {
      expect((await sendCode(browser, page, wrong)).response.statusCode).toBe(401);
    }
    await forgetUsedCode(testApp.app, email);
    const paused = await sendCode(browser, page, currentCode(secret));
    expect(paused.response.statusCode).toBe(429);
    expect(Number(paused.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(paused.response.body).toContain('Too many sign-in attempts');
    // From another address too: the count is the log-in's.
    const elsewhere = await passwordStep(email);
    expect(
      (await sendCode(elsewhere.browser, elsewhere.page, currentCode(secret))).response.statusCode,
    ).toBe(429);
  });

  it('sends a second step opened without a right password back to the first', async () => {
    const browser = freshBrowser();
    const { action } = await openLoginPage(
      browser,
      authorizeUrl(publicUrl, { pkce: makePkce(), pool: 'StaffIdentity' }),
    );
    const secondStep = action.replace(/\/login$/, '/second-factor');
    for (const method of ['GET', 'POST'] as const) {
      const response = await browser.request({
        method,
        url: secondStep,
        ...(method === 'POST' ? { form: { code: currentCode() } } : {}),
      });
      expect(response.statusCode, method).toBe(303);
      expect(response.headers.location).toBe(action.replace(/\/login$/, ''));
    }
    // A wrong password does not open it either.
    const wrong = await browser.navigate({
      method: 'POST',
      url: action,
      form: { email: SAM, password: 'not-the-password' },
    });
    expect(wrong.response.statusCode).toBe(401);
    const after = await browser.request({ url: secondStep });
    expect(after.statusCode).toBe(303);
  });

  it('asks customers for no second step', async () => {
    const browser = freshBrowser();
    const { action } = await openLoginPage(browser, authorizeUrl(publicUrl, { pkce: makePkce() }));
    const { location } = await submitCredentials(
      browser,
      action,
      'aroha@example.nz',
      DEMO_PASSWORD,
      {
        passwordOnly: true,
      },
    );
    expect(location).toContain('code=');
  });
});

describe('enrolment on a staff log-in’s first sign-in', () => {
  it('shows the key as a QR code and as text, and confirms it with a code', async () => {
    const { email, userGuid } = await newStaff(testApp, { firstName: 'Tui', lastName: 'Staff' });
    const { browser, pkce, page, location } = await passwordStep(email);
    expect(location).toBeUndefined();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Set up your second step</h1>');
    expect(page.body).toMatch(
      /<svg role="img" aria-labelledby="qr-label" focusable="false" xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
    // The app's way needs no script; the page's only scripts are the passkey way's.
    expect(page.body).not.toMatch(
      /<script(?! src="\/idp\/assets\/(webauthn-browser|staff-passkey)\.js" defer>)/,
    );
    const secret = enrolmentSecretOf(page);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // Sealed at rest: the stored text is not the secret, and a reload shows the same key.
    const [row] = await testApp.database.db
      .select()
      .from(staffSecondFactors)
      .where(eq(staffSecondFactors.userGuid, userGuid));
    expect(row?.confirmedAt).toBeNull();
    expect(row?.sealedSecret).not.toContain(secret ?? '');
    expect(row?.sealedSecret.startsWith('factor-1.')).toBe(true);
    const again = await browser.request({ url: actionOf(page) });
    expect(enrolmentSecretOf(again)).toBe(secret);

    // A wrong code keeps the enrolment page, with the message.
    const wrong = await sendCode(
      browser,
      page,
      currentCode(secret) === '000000' ? '111111' : '000000',
    );
    expect(wrong.response.statusCode).toBe(401);
    expect(wrong.response.body).toContain('<h1>Set up your second step</h1>');
    expect(wrong.response.body).toContain(SECOND_FACTOR_MESSAGES.wrong);

    const done = await sendCode(browser, page, currentCode(secret));
    const tokens = await tokensFrom(done.location, pkce);
    expect(decodeJwt(tokens.access_token ?? '')).toMatchObject({ amr: ['pwd', 'otp'] });
    const [confirmed] = await testApp.database.db
      .select()
      .from(staffSecondFactors)
      .where(eq(staffSecondFactors.userGuid, userGuid));
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);
    const audit = await testApp.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.actor, userGuid), eq(auditLog.action, 'staff-second-factor-enrolled')),
      );
    expect(audit).toHaveLength(1);

    // The next sign-in asks for the code, not a new enrolment.
    const next = await passwordStep(email);
    expect(next.page.body).toContain('<h1>Enter your code</h1>');
  });
});
