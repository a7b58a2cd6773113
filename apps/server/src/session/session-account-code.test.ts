import { describe, expect, it } from 'vitest';
import { appForTests } from '../test/test-app';
import { signInThroughSession } from '../test/sign-in-through-session';
import { SESSION_COOKIE } from './cookie';
import type { TestBrowser } from '../test/test-browser';

const { testApp } = appForTests({ seed: true });

async function signIn(email: string, pool: 'customer' | 'StaffIdentity' = 'customer') {
  return (await signInThroughSession(testApp, email, { pool })).browser;
}

async function selectAccount(browser: TestBrowser, accountCode: string) {
  return browser.request({ method: 'PATCH', url: '/session', json: { accountCode } });
}

async function sessionAccountCode(browser: TestBrowser): Promise<string | null> {
  const view = await browser.request({ url: '/session' });
  return view.json<{ data: { accountCode: string | null } }>().data.accountCode;
}

describe('PATCH /session with an account code (spec section 4)', () => {
  it('keeps an account the customer has a claim on', async () => {
    const aroha = await signIn('aroha@example.nz');
    const saved = await selectAccount(aroha, '30000002');
    expect(saved.statusCode).toBe(200);
    expect(await sessionAccountCode(aroha)).toBe('30000002');
  });

  it('refuses, and does not keep, an account the customer has no claim on', async () => {
    const ben = await signIn('ben@example.nz');
    expect((await selectAccount(ben, '30000101')).statusCode).toBe(200);
    const refused = await selectAccount(ben, '30000001');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Account code 30000001 is not in the claims of user [0-9a-f-]{36}$/,
    );
    expect(await sessionAccountCode(ben)).toBe('30000101');
  });

  it('refuses any account code for someone who has not signed in', async () => {
    const created = await testApp.app.inject({ method: 'POST', url: '/session', payload: {} });
    const key = created.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '';
    const refused = await testApp.app.inject({
      method: 'PATCH',
      url: '/session',
      cookies: { [SESSION_COOKIE]: key },
      payload: { accountCode: '30000001' },
    });
    expect(refused.statusCode).toBe(401);
    const started = await testApp.app.inject({
      method: 'POST',
      url: '/session',
      payload: { accountCode: '30000001' },
    });
    expect(started.statusCode).toBe(401);
  });

  it('lets staff open any account', async () => {
    const sam = await signIn('sam.sales@example.nz', 'StaffIdentity');
    expect((await selectAccount(sam, '30000301')).statusCode).toBe(200);
    expect(await sessionAccountCode(sam)).toBe('30000301');
  });
});
