import { beforeEach, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { appForTests } from '../test-app';
import { TestBrowser } from '../test-browser';
import type { Pool } from '../../identity/pools';
import {
  authorizeUrl,
  makePkce,
  openLoginPage,
  submitCredentials,
} from '../../identity/testing/sign-in-flow';
import {
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_EMAIL,
} from '../../identity/throttle/login-throttle';
import { signInPersona } from '../../identity/iam/testing/personas';
import { addPasskey, authenticatorFor } from '../../identity/passkeys/testing/add-passkey';
import { rateLimitCounters } from '../../db/schema';

/**
 * Guessing passwords, and finding out who has a log-in. The throttle itself (five failures
 * per email, twenty per address, 429 with Retry-After) is tested in identity/login-page.test.ts
 * and the one-time codes' limits (one text a minute per number, five tries per code) in
 * identity/iam/register-number.test.ts. Here: a known and an unknown email get the very same
 * answer, before the throttle and while it holds, in both pools.
 */
const { testApp } = appForTests({ seed: true });
let nextAddress = 1;

beforeEach(async () => {
  await testApp.database.db
    .delete(rateLimitCounters)
    .where(like(rateLimitCounters.key, 'idp-login:%'));
});

/** Each email from its own address, so only the per-email counter is in play. */
async function attempt(pool: Pool, email: string, password: string) {
  nextAddress += 1;
  const browser = new TestBrowser(
    testApp.app,
    testApp.config.publicUrl,
    `10.9.${String(Math.floor(nextAddress / 250))}.${String(nextAddress % 250)}`,
  );
  const { action } = await openLoginPage(
    browser,
    authorizeUrl(testApp.config.publicUrl, { pkce: makePkce(), pool }),
  );
  const { response } = await submitCredentials(browser, action, email, password);
  return { response, action };
}

/** Per-request values (ids, nonces, the interaction in the form's action) made comparable. */
const VARYING_HEADERS = new Set([
  'request-guid',
  'correlation-id',
  'date',
  'content-security-policy',
  'set-cookie',
  'retry-after',
]);

function comparable(
  result: { response: LightMyRequestResponse; action: string },
  email: string,
): { status: number; body: string; headers: Record<string, unknown> } {
  const { response, action } = result;
  const headers = Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => !VARYING_HEADERS.has(name)),
  );
  // The page's interaction id is in every form's address (sign-in and passkey).
  const uid = /\/idp\/interaction\/([^/]+)\//.exec(action)?.[1] ?? action;
  const body = response.body
    .replaceAll(action, '{action}')
    .replaceAll(uid, '{uid}')
    .replaceAll(email, '{email}')
    .replace(/nonce="[^"]*"/g, 'nonce="{nonce}"');
  return { status: response.statusCode, body, headers };
}

/** A demo log-in, and an email nobody has, of the same length. */
const PAIRS: [Pool, string, string][] = [
  ['customer', 'fiona@example.nz', 'fionb@example.nz'],
  ['StaffIdentity', 'sam.sales@example.nz', 'sam.salez@example.nz'],
];

describe('a known and an unknown email', () => {
  it.each(PAIRS)('get the same wrong-password answer (%s pool)', async (pool, known, unknown) => {
    const forKnown = await attempt(pool, known, 'not-the-password');
    const forUnknown = await attempt(pool, unknown, 'not-the-password');
    expect(forKnown.response.statusCode).toBe(401);
    expect(comparable(forUnknown, unknown)).toEqual(comparable(forKnown, known));
  });

  it.each(PAIRS)(
    'are throttled alike, with the same answer (%s pool)',
    async (pool, known, unknown) => {
      const results = [];
      for (const email of [known, unknown]) {
        for (let failure = 0; failure < MAX_FAILURES_PER_EMAIL; failure += 1) {
          expect((await attempt(pool, email, `wrong-${String(failure)}`)).response.statusCode).toBe(
            401,
          );
        }
        // The right password for the known one: still refused, as for a stranger.
        results.push(await attempt(pool, email, 'Portal!2026'));
      }
      const [forKnown, forUnknown] = results;
      if (forKnown === undefined || forUnknown === undefined) throw new Error('no answers');
      expect(forKnown.response.statusCode).toBe(429);
      expect(comparable(forUnknown, unknown)).toEqual(comparable(forKnown, known));
      const waits = results.map((result) => Number(result.response.headers['retry-after']));
      expect(Math.abs((waits[0] ?? 0) - (waits[1] ?? 0))).toBeLessThanOrEqual(5);
    },
  );
});

/** A customer sign-in page from one address, and what its passkey script would do there. */
async function passkeyPage(address: string) {
  const browser = new TestBrowser(testApp.app, testApp.config.publicUrl, address);
  const { page } = await openLoginPage(
    browser,
    authorizeUrl(testApp.config.publicUrl, { pkce: makePkce() }),
  );
  const loginAction = /<form method="post" action="([^"]+)" novalidate/.exec(page.body)?.[1];
  const action = /<form method="post" action="([^"]+)" class="passkey"/.exec(page.body)?.[1];
  const options = /data-passkey-options="([^"]+)"/.exec(page.body)?.[1];
  if (action === undefined || options === undefined || loginAction === undefined) {
    throw new Error('no sign-in forms');
  }
  const challenge = async () => {
    const response = await browser.request({ method: 'POST', url: options });
    return response.json<{ challenge: string }>();
  };
  const answer = (response: unknown) =>
    browser.navigate({ method: 'POST', url: action, form: { response: JSON.stringify(response) } });
  const password = async (email: string, secret: string) => {
    const { response } = await submitCredentials(browser, loginAction, email, secret);
    return response;
  };
  return { challenge, answer, password };
}

describe('a run of refused passkey answers', () => {
  it('waits like wrong passwords: from that address even a good passkey gets 429', async () => {
    const aroha = await signInPersona(testApp, 'aroha@example.nz');
    const { authenticator: arohasKey } = await addPasskey(testApp, aroha, { name: 'Laptop' });
    // A passkey the portal never saw, answering each challenge properly signed.
    const stranger = authenticatorFor(testApp);
    const page = await passkeyPage('10.8.0.1');
    for (let failure = 0; failure < MAX_FAILURES_PER_ADDRESS; failure += 1) {
      const { response } = await page.answer(stranger.assert(await page.challenge()));
      expect(response.statusCode, `answer ${String(failure + 1)}`).toBe(401);
    }

    const { response: held } = await page.answer(arohasKey.assert(await page.challenge()));
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(held.body).toMatch(/too many/i);
    // It is the address's one counter: a right password from there waits too.
    expect((await page.password('fiona@example.nz', 'Portal!2026')).statusCode).toBe(429);

    // Another address is not held: the same passkey signs Aroha in there.
    const elsewhere = await passkeyPage('10.8.0.2');
    const { location } = await elsewhere.answer(arohasKey.assert(await elsewhere.challenge()));
    expect(location).toMatch(/[?&]code=/);
  });
});
