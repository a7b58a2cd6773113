import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { appForTests } from '../test-app';
import { signInThroughSession } from '../sign-in-through-session';
import { TestBrowser } from '../test-browser';
import { sessions } from '../../db/schema';
import { sha256 } from '../../platform/secrets';
import { SESSION_COOKIE } from '../../session/cookie';
import { TOUCH_EVERY_SECONDS } from '../../session/session-store';

/**
 * The portal session as an attacker would probe it: the cookie's flags, a key planted before
 * sign-in, and sessions left idle or kept too long. Time passes by ageing the session's row,
 * not by waiting.
 */
const IDLE_SECONDS = 900;
const ABSOLUTE_SECONDS = 7200;
const { testApp } = appForTests({
  seed: true,
  env: { SESSION_IDLE_TIMEOUT: String(IDLE_SECONDS), IDP_SESSION_TTL: String(ABSOLUTE_SECONDS) },
});

function keyOf(browser: TestBrowser): string {
  const key = browser.cookie(SESSION_COOKIE);
  if (key === undefined) throw new Error('no session cookie');
  return key;
}

async function rowOf(key: string) {
  const [row] = await testApp.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.key, sha256(key)));
  return row;
}

/** Moves the session's last activity, or its absolute end, into the past. */
async function age(key: string, change: { idleFor?: number; expiredFor?: number }) {
  await testApp.database.db
    .update(sessions)
    .set({
      ...(change.idleFor === undefined
        ? {}
        : { updatedAt: sql`now() - (${change.idleFor} * interval '1 second')` }),
      ...(change.expiredFor === undefined
        ? {}
        : { expiresAt: sql`now() - (${change.expiredFor} * interval '1 second')` }),
    })
    .where(eq(sessions.key, sha256(key)));
}

async function isSignedIn(key: string): Promise<boolean> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/session',
    cookies: { [SESSION_COOKIE]: key },
  });
  return response.json<{ data: { isLoggedIn: boolean } }>().data.isLoggedIn;
}

async function accountStatus(key: string): Promise<number> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/accounts/30000001',
    cookies: { [SESSION_COOKIE]: key },
  });
  return response.statusCode;
}

describe('the session cookie', () => {
  it('is __Host-, HttpOnly, Secure, SameSite=Strict, Path=/, no Domain, as long as the session', async () => {
    const { completed } = await signInThroughSession(testApp, 'aroha@example.nz');
    const header = [completed.headers['set-cookie']].flat().join('\n');
    const line = header.split('\n').find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
    expect(SESSION_COOKIE.startsWith('__Host-')).toBe(true);
    expect(line).toBeDefined();
    const attributes = (line ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/']),
    );
    expect(attributes.some((part) => part.startsWith('domain='))).toBe(false);
    expect(attributes).toContain(`max-age=${ABSOLUTE_SECONDS}`);
  });
});

describe('session fixation', () => {
  it('gives a new key at sign-in; a key held before it opens nothing', async () => {
    const browser = new TestBrowser(testApp.app, testApp.config.publicUrl);
    await browser.request({ method: 'POST', url: '/session', json: { destinationUrl: '/' } });
    const planted = keyOf(browser);
    const { completed } = await signInThroughSession(testApp, 'aroha@example.nz', { browser });
    expect(completed.statusCode).toBe(200);
    const after = keyOf(browser);
    expect(after).not.toBe(planted);
    expect(await isSignedIn(after)).toBe(true);
    expect(await isSignedIn(planted)).toBe(false);
    expect(await rowOf(planted)).toBeUndefined();
    expect(await accountStatus(planted)).toBe(401);
  });
});

describe('timeouts', () => {
  it('keeps a session in use: activity moves the idle clock, at most once a minute', async () => {
    const { browser } = await signInThroughSession(testApp, 'aroha@example.nz');
    const key = keyOf(browser);
    await age(key, { idleFor: IDLE_SECONDS - 60 });
    expect(await accountStatus(key)).toBe(200);
    const touched = await rowOf(key);
    expect(Date.now() - (touched?.updatedAt.getTime() ?? 0)).toBeLessThan(30_000);
    // A second request within the minute writes nothing.
    await age(key, { idleFor: TOUCH_EVERY_SECONDS / 2 });
    const before = (await rowOf(key))?.updatedAt.getTime();
    expect(await isSignedIn(key)).toBe(true);
    expect((await rowOf(key))?.updatedAt.getTime()).toBe(before);
  });

  it('signs out a session idle past the timeout, and deletes it', async () => {
    const { browser } = await signInThroughSession(testApp, 'aroha@example.nz');
    const key = keyOf(browser);
    await age(key, { idleFor: IDLE_SECONDS + 1 });
    expect(await accountStatus(key)).toBe(401);
    expect(await rowOf(key)).toBeUndefined();
    expect(await isSignedIn(key)).toBe(false);
  });

  it('ends a session at its absolute lifetime however active, and deletes it', async () => {
    const { browser } = await signInThroughSession(testApp, 'aroha@example.nz');
    const key = keyOf(browser);
    const row = await rowOf(key);
    const lifetime = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 1000;
    expect(Math.abs(lifetime - ABSOLUTE_SECONDS)).toBeLessThan(60);
    // Activity never moves the absolute end.
    await age(key, { idleFor: TOUCH_EVERY_SECONDS + 1 });
    expect(await isSignedIn(key)).toBe(true);
    expect((await rowOf(key))?.expiresAt.getTime()).toBe(row?.expiresAt.getTime());

    await age(key, { expiredFor: 1 });
    expect(await isSignedIn(key)).toBe(false);
    expect(await rowOf(key)).toBeUndefined();
    expect(await accountStatus(key)).toBe(401);
  });

  it('never lets the idle timeout outlast the absolute lifetime (configuration)', () => {
    expect(testApp.config.sessionLifetime).toEqual({
      idleSeconds: IDLE_SECONDS,
      absoluteSeconds: ABSOLUTE_SECONDS,
    });
  });
});
