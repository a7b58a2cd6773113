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
import { MAX_FAILURES_PER_EMAIL } from '../../identity/throttle/login-throttle';
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
