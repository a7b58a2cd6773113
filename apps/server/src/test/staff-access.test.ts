import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accountSearchResultSchema, sessionViewSchema } from '@portal/contracts';
import { auditLog, oneTimeCodes } from '../db/schema';
import { appForTests } from './test-app';
import { signInThroughSession } from './sign-in-through-session';
import { TestBrowser } from './test-browser';

const { testApp } = appForTests({ seed: true });

const staff = () =>
  signInThroughSession(testApp, 'sam.sales@example.nz', { pool: 'StaffIdentity' });

async function staffLink(browser: TestBrowser, accountCode: string) {
  const response = await browser.request({
    method: 'POST',
    url: '/api/iam/staffAccess',
    json: { accountCode },
  });
  expect(response.statusCode).toBe(200);
  const url = new URL(response.json<{ data: { url: string } }>().data.url, 'http://x');
  return url.searchParams.get('staffToken') ?? '';
}

describe('staff finding accounts', () => {
  it('finds accounts by code, name, email or phone; cancelled ones last', async () => {
    const { browser } = await staff();
    const search = async (query: string) => {
      const response = await browser.request({
        url: `/api/staff/accounts?query=${encodeURIComponent(query)}`,
      });
      expect(response.statusCode, query).toBe(200);
      return response
        .json<{ data: unknown[] }>()
        .data.map((row) => accountSearchResultSchema.parse(row).accountCode);
    };
    expect(await search('Ngata')).toEqual(['30000001', '30000002']);
    expect(await search('300003')).toEqual(['30000301']);
    expect(await search('accounts@walkerbuilders')).toEqual(['30000301']);
    expect(await search('03 379 4400')).toEqual(['30000301']);
    expect(await search('100%')).toEqual([]);
  });

  it('is for staff only', async () => {
    const { browser } = await signInThroughSession(testApp, 'aroha@example.nz');
    expect((await browser.request({ url: '/api/staff/accounts?query=Ngata' })).statusCode).toBe(
      403,
    );
    const anonymous = new TestBrowser(testApp.app, testApp.config.publicUrl);
    expect((await anonymous.request({ url: '/api/staff/accounts?query=Ngata' })).statusCode).toBe(
      401,
    );
    const link = await browser.request({
      method: 'POST',
      url: '/api/iam/staffAccess',
      json: { accountCode: '30000001' },
    });
    expect(link.statusCode).toBe(403);
  });
});

describe('opening an account as staff', () => {
  it('gives an auto-login session with the staff flag, account and sales person name', async () => {
    const { browser } = await staff();
    const token = await staffLink(browser, '30000001');

    const customerView = new TestBrowser(testApp.app, testApp.config.publicUrl);
    const opened = await customerView.request({
      method: 'POST',
      url: '/session/staff-access',
      json: { staffToken: token },
    });
    expect(opened.statusCode).toBe(200);
    expect(sessionViewSchema.parse(opened.json<{ data: unknown }>().data)).toEqual({
      isAutoLogin: true,
      isStaff: true,
      accountCode: '30000001',
      salesPersonName: 'Sam Sales',
      destinationUrl: null,
      isLoggedIn: true,
    });
    const me = await customerView.request({ url: '/api/iam/Users/me' });
    expect(me.json()).toMatchObject({ data: { poolKey: 'StaffIdentity' } });
  });

  it('writes who opened which account, when and from where', async () => {
    const { browser } = await staff();
    await staffLink(browser, '30000401');
    const [entry] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.accountCode, '30000401'));
    expect(entry).toMatchObject({
      action: 'staff-open-account',
      actorPool: 'StaffIdentity',
      ip: '127.0.0.1',
    });
    expect(entry?.at).toBeInstanceOf(Date);
  });

  it('refuses a link used before or older than a minute, keeping the prior session', async () => {
    const { browser: staffBrowser } = await staff();
    const used = await staffLink(staffBrowser, '30000201');
    const expired = await staffLink(staffBrowser, '30000201');
    await testApp.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.purpose, 'staff-access'));

    const { browser } = await signInThroughSession(testApp, 'liam@example.nz');
    for (const staffToken of [used, expired, 'x'.repeat(43)]) {
      const refused = await browser.request({
        method: 'POST',
        url: '/session/staff-access',
        json: { staffToken },
      });
      expect(refused.statusCode).toBe(401);
      const still = await browser.request({ url: '/session' });
      expect(still.json()).toMatchObject({ data: { isLoggedIn: true, isStaff: false } });
    }
  });
});
