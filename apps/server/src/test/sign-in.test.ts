import { describe, expect, it } from 'vitest';
import { currentUserSchema, sessionViewSchema } from '@portal/contracts';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { SESSION_COOKIE } from '../session/cookie';
import { appForTests } from './test-app';
import { TestBrowser } from './test-browser';
import { signInThroughSession } from './sign-in-through-session';

const { testApp } = appForTests({ seed: true });

describe('signing in through the session endpoint', () => {
  it('ends signed in with the destination kept, and no token in anything the browser sees', async () => {
    const { completed } = await signInThroughSession(testApp, 'aroha@example.nz');
    expect(completed.statusCode).toBe(200);
    const view = sessionViewSchema.parse(completed.json<{ data: unknown }>().data);
    expect(view).toMatchObject({
      isLoggedIn: true,
      destinationUrl: '/mobile/usage',
      isStaff: false,
    });
    expect(completed.body).not.toMatch(/eyJ[A-Za-z0-9_-]+\./);
  });

  it('lets the browser call the API with only its cookie', async () => {
    const { browser } = await signInThroughSession(testApp, 'aroha@example.nz');
    const me = await browser.request({ url: '/api/iam/Users/me' });
    expect(me.statusCode).toBe(200);
    const user = currentUserSchema.parse(me.json<{ data: unknown }>().data);
    expect(user.email).toBe('aroha@example.nz');
    expect(user.poolKey).toBe('customer');
    expect(user.claims.map((claim) => [claim.claimValue, claim.roles])).toEqual([
      ['30000001', ['AccountOwner']],
      ['30000002', ['AccountOwner']],
    ]);
  });

  it('gives staff their sales person name, and keeps it from customers', async () => {
    const staff = await signInThroughSession(testApp, 'sam.sales@example.nz', {
      pool: 'StaffIdentity',
      destinationUrl: '/management',
    });
    const name = await staff.browser.request({ url: '/api/salesPeople/me' });
    expect(name.json()).toMatchObject({ data: { name: 'Sam Sales' } });
    const customer = await signInThroughSession(testApp, 'ben@example.nz');
    expect((await customer.browser.request({ url: '/api/salesPeople/me' })).statusCode).toBe(403);
  });

  it('refreshes the access token near expiry without the browser noticing', async () => {
    const { browser } = await signInThroughSession(testApp, 'aroha@example.nz');
    const key = browser.cookie(SESSION_COOKIE) ?? '';
    const row = eq(sessions.key, createHash('sha256').update(key).digest('base64url'));
    const tokenOf = async () => {
      const [stored] = await testApp.database.db.select().from(sessions).where(row);
      return (stored?.value as { tokenDetails: { accessToken: string } }).tokenDetails.accessToken;
    };
    const before = await tokenOf();
    await testApp.database.db
      .update(sessions)
      .set({
        value: sql`jsonb_set(${sessions.value}, '{tokenDetails,expiresIn}', to_jsonb(${Date.now() + 5_000}::bigint))`,
      })
      .where(row);

    const me = await browser.request({ url: '/api/iam/Users/me' });
    expect(me.statusCode).toBe(200);
    const after = await tokenOf();
    expect(after).not.toBe(before);
    expect((await browser.request({ url: '/api/iam/Users/me' })).statusCode).toBe(200);
  });

  it('refuses the API to a browser that is not signed in', async () => {
    const browser = new TestBrowser(testApp.app, testApp.config.publicUrl);
    const me = await browser.request({ url: '/api/iam/Users/me' });
    expect(me.statusCode).toBe(401);
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    const { browser } = await signInThroughSession(testApp, 'liam@example.nz');
    await browser.request({
      method: 'POST',
      url: '/session/login',
      json: { destinationUrl: null },
    });
    const forged = await browser.request({
      method: 'POST',
      url: '/session/login-complete',
      json: { code: 'stolen-code', state: 'not-the-state' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('signs out: the session ends and the provider is told, with the id token as hint', async () => {
    const { browser } = await signInThroughSession(testApp, 'kiri@example.nz');
    const out = await browser.request({ method: 'POST', url: '/session/logout' });
    const { endSessionUrl } = out.json<{ data: { endSessionUrl: string } }>().data;
    const url = new URL(endSessionUrl);
    expect(url.pathname).toBe('/idp/connect/endsession');
    expect(url.searchParams.get('id_token_hint')).toMatch(/^eyJ/);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(
      `${testApp.config.publicUrl}/logout/logout-complete`,
    );
    expect((await browser.request({ url: '/api/iam/Users/me' })).statusCode).toBe(401);
  });
});
