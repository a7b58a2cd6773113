import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@portal/contracts';
import { DEMO_PASSWORD } from '../../../../../test-support/personas';
import { SIGNED_OUT_BY_PASSWORD_CHANGE_MESSAGE } from '../../auth/signed-out-by-password-change';
import { oidcPayloads, sessions } from '../../db/schema';
import { sha256 } from '../../platform/secrets';
import { appForTests } from '../../test/test-app';
import { sessionCookieHeader, signInThroughSession } from '../../test/sign-in-through-session';
import type { TestBrowser } from '../../test/test-browser';
import { PASSWORD_CHANGED_MESSAGE } from './change-password';

const { testApp } = appForTests({ seed: true });

const EMAIL = 'kiri@example.nz';

const me = (browser: TestBrowser) => browser.request({ url: '/api/iam/Users/me' });

/** Makes the session's access token near its end, so its next API call refreshes it. */
async function dueForRefresh(browser: TestBrowser) {
  const hash = sha256(sessionCookieHeader(browser)?.split('=')[1] ?? '');
  const [row] = await testApp.database.db.select().from(sessions).where(eq(sessions.key, hash));
  const value = row?.value as SessionUser;
  if (value.tokenDetails === null) throw new Error('not signed in');
  await testApp.database.db
    .update(sessions)
    .set({ value: { ...value, tokenDetails: { ...value.tokenDetails, expiresIn: Date.now() } } })
    .where(eq(sessions.key, hash));
}

const grantsOf = (userGuid: string) =>
  testApp.database.db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.type, 'Grant'),
        sql`${oidcPayloads.payload} ->> 'accountId' = ${userGuid}`,
      ),
    );

describe('a password change', () => {
  it('signs out every other session of the identity and keeps this one', async () => {
    const { browser: laptop } = await signInThroughSession(testApp, EMAIL);
    const { browser: phone } = await signInThroughSession(testApp, EMAIL);
    const userGuid = (await me(laptop)).json<{ data: { userGuid: string } }>().data.userGuid;
    expect(await grantsOf(userGuid)).toHaveLength(2);

    const changed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/iam/Users/${userGuid}/password`,
      headers: {
        host: new URL(testApp.config.publicUrl).host,
        cookie: sessionCookieHeader(laptop),
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ oldPassword: DEMO_PASSWORD, newPassword: 'Tui-Kereru-Moa-42!' }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ message: string }>().message).toBe(PASSWORD_CHANGED_MESSAGE);
    expect(PASSWORD_CHANGED_MESSAGE).toMatch(/other device.*signed out/i);

    // The phone's access token is refused at once, and its refresh token no longer works.
    const refused = await me(phone);
    expect(refused.statusCode).toBe(401);
    expect(refused.json<{ message: string }>().message).toBe(SIGNED_OUT_BY_PASSWORD_CHANGE_MESSAGE);
    await dueForRefresh(phone);
    expect((await me(phone)).statusCode).toBe(401);
    const phoneView = await phone.request({ url: '/session' });
    expect(phoneView.json<{ data: { isLoggedIn: boolean } }>().data.isLoggedIn).toBe(false);
    expect(await grantsOf(userGuid)).toHaveLength(1);

    // The laptop, where the password was changed, stays signed in, through a refresh too.
    expect((await me(laptop)).statusCode).toBe(200);
    await dueForRefresh(laptop);
    expect((await me(laptop)).statusCode).toBe(200);
  });
});
