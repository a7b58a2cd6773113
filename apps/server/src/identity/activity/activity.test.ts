import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  openSessionsSchema,
  signInsSchema,
  staffOpeningsSchema,
  type OpenSessions,
} from '@portal/contracts';
import { SIGNED_OUT_ELSEWHERE_MESSAGE } from '../../auth/signed-out-by-password-change';
import { identities, notices, outbox, signIns } from '../../db/schema';
import { appForTests } from '../../test/test-app';
import { signInThroughSession } from '../../test/sign-in-through-session';
import { TestBrowser } from '../../test/test-browser';

const { testApp } = appForTests({ seed: true });

const db = () => testApp.database.db;

async function userGuidOf(email: string): Promise<string> {
  const [row] = await db()
    .select({ userGuid: identities.userGuid })
    .from(identities)
    .where(eq(identities.email, email));
  if (row === undefined) throw new Error(`no identity ${email}`);
  return row.userGuid;
}

const signIn = async (email: string) => (await signInThroughSession(testApp, email)).browser;

async function sessionsOf(browser: TestBrowser, userGuid: string): Promise<OpenSessions> {
  const response = await browser.request({ url: `/api/iam/Users/${userGuid}/sessions` });
  expect(response.statusCode).toBe(200);
  return openSessionsSchema.parse(response.json<{ data: unknown }>().data);
}

describe('a customer’s own sign-ins', () => {
  it('lists each sign-in, newest first, and who is signed in now, this one marked', async () => {
    const kiri = await userGuidOf('kiri@example.nz');
    const laptop = await signIn('kiri@example.nz');
    const phone = await signIn('kiri@example.nz');

    const listed = await laptop.request({ url: `/api/iam/Users/${kiri}/signIns` });
    expect(listed.statusCode).toBe(200);
    const { signIns: rows, keptMonths } = signInsSchema.parse(
      listed.json<{ data: unknown }>().data,
    );
    expect(keptMonths).toBe(12);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ method: 'pwd', network: '127.0.0.x' });
    expect(rows[0]?.at.localeCompare(rows[1]?.at ?? '')).toBeGreaterThanOrEqual(0);

    const open = await sessionsOf(phone, kiri);
    expect(open.sessions).toHaveLength(2);
    expect(open.sessions.filter((session) => session.isCurrent)).toHaveLength(1);
    expect(open.sessions[0]?.isCurrent).toBe(true);
    expect(open.sessions[0]?.method).toBe('pwd');
  });

  it('is hers alone: another customer, an authorised user of hers and staff are refused', async () => {
    const aroha = await userGuidOf('aroha@example.nz');
    const sam = await userGuidOf('sam.sales@example.nz');
    for (const email of ['kiri@example.nz', 'mere@example.nz']) {
      const other = await signIn(email);
      for (const path of ['signIns', 'sessions']) {
        const response = await other.request({ url: `/api/iam/Users/${aroha}/${path}` });
        expect(response.statusCode, `${email} ${path}`).toBe(403);
      }
      const ended = await other.request({
        method: 'POST',
        url: `/api/iam/Users/${aroha}/sessions/endOthers`,
        json: { keep: 'this-session' },
      });
      expect(ended.statusCode).toBe(403);
    }
    const staff = (
      await signInThroughSession(testApp, 'sam.sales@example.nz', { pool: 'StaffIdentity' })
    ).browser;
    for (const userGuid of [aroha, sam]) {
      const response = await staff.request({ url: `/api/iam/Users/${userGuid}/signIns` });
      expect(response.statusCode).toBe(403);
    }
    const anonymous = new TestBrowser(testApp.app, testApp.config.publicUrl);
    expect((await anonymous.request({ url: `/api/iam/Users/${aroha}/signIns` })).statusCode).toBe(
      401,
    );
  });
});

describe('signing out other devices', () => {
  it('“Sign out everywhere else” ends every other sign-in at its next call, keeping this one', async () => {
    const liam = await userGuidOf('liam@example.nz');
    const laptop = await signIn('liam@example.nz');
    const phone = await signIn('liam@example.nz');
    const tablet = await signIn('liam@example.nz');

    const ended = await laptop.request({
      method: 'POST',
      url: `/api/iam/Users/${liam}/sessions/endOthers`,
      json: { keep: 'this-session' },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({
      data: { ended: 2 },
      message: 'You signed out 2 other devices.',
    });

    for (const other of [phone, tablet]) {
      const refused = await other.request({ url: '/api/iam/Users/me' });
      expect(refused.statusCode).toBe(401);
      expect(refused.json<{ message: string }>().message).toBe(SIGNED_OUT_ELSEWHERE_MESSAGE);
    }
    expect((await laptop.request({ url: '/api/iam/Users/me' })).statusCode).toBe(200);
    const open = await sessionsOf(laptop, liam);
    expect(open.sessions.map((session) => session.isCurrent)).toEqual([true]);
    // A sign-in made afterwards is untouched.
    const later = await signIn('liam@example.nz');
    expect((await later.request({ url: '/api/iam/Users/me' })).statusCode).toBe(200);
  });

  it('“Sign out” on one device ends that one only; not this one, not someone else’s', async () => {
    const ben = await userGuidOf('ben@example.nz');
    const laptop = await signIn('ben@example.nz');
    const phone = await signIn('ben@example.nz');
    const tablet = await signIn('ben@example.nz');
    const phoneSession = (await sessionsOf(phone, ben)).sessions.find((s) => s.isCurrent);
    const laptopSession = (await sessionsOf(laptop, ben)).sessions.find((s) => s.isCurrent);
    if (phoneSession === undefined || laptopSession === undefined) throw new Error('no session');

    const own = await laptop.request({
      method: 'DELETE',
      url: `/api/iam/Users/${ben}/sessions/${laptopSession.id}`,
    });
    expect(own.statusCode).toBe(400);
    // Kiri cannot end Ben's, even knowing its id; nor through her own id.
    const kiri = await signIn('kiri@example.nz');
    const kiriGuid = await userGuidOf('kiri@example.nz');
    for (const userGuid of [ben, kiriGuid]) {
      const foreign = await kiri.request({
        method: 'DELETE',
        url: `/api/iam/Users/${userGuid}/sessions/${phoneSession.id}`,
      });
      expect([403, 404]).toContain(foreign.statusCode);
    }
    expect((await phone.request({ url: '/api/iam/Users/me' })).statusCode).toBe(200);

    const ended = await laptop.request({
      method: 'DELETE',
      url: `/api/iam/Users/${ben}/sessions/${phoneSession.id}`,
    });
    expect(ended.statusCode).toBe(200);
    expect((await phone.request({ url: '/api/iam/Users/me' })).statusCode).toBe(401);
    expect((await tablet.request({ url: '/api/iam/Users/me' })).statusCode).toBe(200);
    expect((await laptop.request({ url: '/api/iam/Users/me' })).statusCode).toBe(200);
    const again = await laptop.request({
      method: 'DELETE',
      url: `/api/iam/Users/${ben}/sessions/${phoneSession.id}`,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('staff openings', () => {
  it('records each opening and what was changed in it; tells the account once per opening', async () => {
    const staff = (
      await signInThroughSession(testApp, 'sam.sales@example.nz', { pool: 'StaffIdentity' })
    ).browser;
    const openAccount = async () => {
      const link = await staff.request({
        method: 'POST',
        url: '/api/iam/staffAccess',
        json: { accountCode: '30000001' },
      });
      const url = new URL(link.json<{ data: { url: string } }>().data.url, 'http://x');
      const view = new TestBrowser(testApp.app, testApp.config.publicUrl);
      const opened = await view.request({
        method: 'POST',
        url: '/session/staff-access',
        json: { staffToken: url.searchParams.get('staffToken') },
      });
      expect(opened.statusCode).toBe(200);
      return view;
    };
    const save = (view: TestBrowser) =>
      view.request({
        method: 'PUT',
        url: '/api/accounts/30000001/notificationPreferences',
        json: { choices: [], extraEmails: [], extraMobiles: [], dataAlertPercent: null },
      });

    const first = await openAccount();
    expect((await save(first)).statusCode).toBe(200);
    expect((await save(first)).statusCode).toBe(200);
    const second = await openAccount();
    expect((await second.request({ url: '/api/accounts/30000001' })).statusCode).toBe(200);

    const aroha = await signIn('aroha@example.nz');
    const response = await aroha.request({ url: '/api/accounts/30000001/staffOpenings' });
    expect(response.statusCode).toBe(200);
    const { openings } = staffOpeningsSchema.parse(response.json<{ data: unknown }>().data);
    expect(openings).toHaveLength(2);
    expect(openings[0]).toMatchObject({ salesPersonName: 'Sam Sales', changes: [] });
    expect(openings[1]?.salesPersonName).toBe('Sam Sales');
    expect(openings[1]?.changes.map((change) => change.description)).toEqual([
      'Save what the account is told, the extra recipients and the own data level',
      'Save what the account is told, the extra recipients and the own data level',
    ]);

    const told = await db()
      .select()
      .from(notices)
      .where(and(eq(notices.accountCode, '30000001'), eq(notices.kind, 'staff-change')));
    expect(told).toHaveLength(1);
    expect(told[0]?.dedupeKey).toBe(`staff-change:${openings[1]?.id ?? ''}`);
    expect(told[0]?.body).toMatch(/^Sam Sales opened account 30000001/);
    const emails = await db().select().from(outbox).where(eq(outbox.kind, 'staff-change'));
    expect(emails).toHaveLength(1);

    // Every holder sees them (Mere too); another customer does not.
    const mere = await signIn('mere@example.nz');
    expect((await mere.request({ url: '/api/accounts/30000001/staffOpenings' })).statusCode).toBe(
      200,
    );
    const kiri = await signIn('kiri@example.nz');
    expect((await kiri.request({ url: '/api/accounts/30000001/staffOpenings' })).statusCode).toBe(
      403,
    );
  });
});

describe('told at once', () => {
  it('emails the person when their log-in signs in from a browser and device it has not used', async () => {
    const fiona = await userGuidOf('fiona@example.nz');
    const { recordSignIn } = await import('../interactions/record-sign-in');
    const settings = { brand: testApp.config.brand, publicUrl: testApp.config.publicUrl };
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const record = (userAgent: string, grantId: string) =>
      recordSignIn(db(), settings, {
        userGuid: fiona,
        pool: 'customer',
        amr: ['pwd'],
        userAgent,
        ip: '203.0.113.9',
        grantId,
      });
    const told = () =>
      db()
        .select()
        .from(outbox)
        .where(
          and(eq(outbox.kind, 'new-device-sign-in'), eq(outbox.recipient, 'fiona@example.nz')),
        );

    await record(chrome, 'g1');
    expect(await told()).toHaveLength(0); // her first sign-in: nothing to compare with
    await record(chrome, 'g2');
    expect(await told()).toHaveLength(0);
    await record(iphone, 'g3');
    const [email] = await told();
    expect(email?.subject).toMatch(/^A new sign-in to your log-in/);
    expect(email?.body).toContain('Safari on an iPhone');
    const rows = await db().select().from(signIns).where(eq(signIns.userGuid, fiona));
    expect(rows.map((row) => row.network)).toEqual(['203.0.113.x', '203.0.113.x', '203.0.113.x']);
    // A staff log-in is not recorded.
    const sam = await userGuidOf('sam.sales@example.nz');
    await recordSignIn(db(), settings, {
      userGuid: sam,
      pool: 'StaffIdentity',
      amr: ['pwd'],
      userAgent: chrome,
      ip: undefined,
      grantId: 'g4',
    });
    expect(await db().select().from(signIns).where(eq(signIns.userGuid, sam))).toEqual([]);
  });

  it('emails the person when their password is changed', async () => {
    const nova = await userGuidOf('nova@example.nz');
    const browser = await signIn('nova@example.nz');
    const changed = await browser.request({
      method: 'PUT',
      url: `/api/iam/Users/${nova}/password`,
      json: { oldPassword: 'Portal!2026', newPassword: 'Tui-Kereru-Moa-42!' },
    });
    expect(changed.statusCode).toBe(200);
    const emails = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'password-changed'), eq(outbox.recipient, 'nova@example.nz')));
    expect(emails).toHaveLength(1);
    expect(emails[0]?.body).toContain('changed in the portal');
  });
});
