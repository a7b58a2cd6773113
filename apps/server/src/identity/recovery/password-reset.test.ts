import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../../../test-support/personas';
import { identities, passwordResetLinks } from '../../db/schema';
import { escapeHtml } from '../../platform/escape-html';
import { appForTests } from '../../test/test-app';
import { signInThroughSession } from '../../test/sign-in-through-session';
import { TestBrowser } from '../../test/test-browser';
import { WEAK_PASSWORD_MESSAGE } from '../iam/new-password-rule';
import { RECOVERY_MESSAGES } from './messages';
import { alertOf, headingOf, lastMessageTo, messageCount, signInsOf, submit } from './testing';

const { testApp } = appForTests({ seed: true });

const NEW_PASSWORD = 'Kereru-Harakeke-Tui-58!';
const db = () => testApp.database.db;
const browserAt = (address: string) =>
  new TestBrowser(testApp.app, testApp.config.publicUrl, address);

function askForLink(browser: TestBrowser, email: string) {
  return submit(browser, '/idp/forgot-password', { email });
}

/** The reset link of the newest email to someone, as a path on the portal. */
async function linkSentTo(email: string): Promise<string> {
  const message = await lastMessageTo(db(), email);
  const link = /https?:\/\/\S+\/idp\/reset-password\?token=[\w-]+/.exec(message?.body ?? '')?.[0];
  if (link === undefined) throw new Error(`no reset link sent to ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

function tokenOf(link: string): string {
  return new URL(link, testApp.config.publicUrl).searchParams.get('token') ?? '';
}

async function userGuidOf(email: string): Promise<string> {
  const [row] = await db()
    .select({ userGuid: identities.userGuid })
    .from(identities)
    .where(eq(identities.email, email));
  if (row === undefined) throw new Error(`no ${email}`);
  return row.userGuid;
}

const me = (browser: TestBrowser) => browser.request({ url: '/api/iam/Users/me' });

describe('asking for a link', () => {
  it('gets the same answer for a customer, a staff member and an unknown email, and only the customer gets a link', async () => {
    const browser = browserAt('10.9.0.1');
    const answers = await Promise.all(
      ['kiri@example.nz', 'nobody@example.nz', 'sam.sales@example.nz'].map((email) =>
        askForLink(browser, email),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(answers[0]?.body).toContain(escapeHtml(RECOVERY_MESSAGES.resetSent));
    expect(await messageCount(db(), 'nobody@example.nz')).toBe(0);
    expect(await messageCount(db(), 'sam.sales@example.nz')).toBe(0);
    const message = await lastMessageTo(db(), 'kiri@example.nz');
    expect(message?.subject).toBe('Choose a new password for Harbour');
    expect(message?.body).toMatch(/works once, until .* \(30 minutes after it was sent\)/);
  });

  it('stores only the hash of the token, and the link works for 30 minutes', async () => {
    await askForLink(browserAt('10.9.0.2'), 'Fiona@Example.nz ');
    const token = tokenOf(await linkSentTo('fiona@example.nz'));
    const rows = await db()
      .select()
      .from(passwordResetLinks)
      .where(eq(passwordResetLinks.userGuid, await userGuidOf('fiona@example.nz')));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(30 * 60_000);
  });

  it('asks again for an email that is not one, and sends nothing', async () => {
    const answer = await askForLink(browserAt('10.9.0.3'), 'not an email');
    expect(answer.statusCode).toBe(400);
    expect(alertOf(answer.body)).toBe(escapeHtml(RECOVERY_MESSAGES.emailNeeded));
    expect(answer.body).toMatch(/<input id="email"[^>]*aria-invalid="true"/);
  });

  it('answers 429 after three links an hour to one email, and twenty asks from one address', async () => {
    const first = browserAt('10.9.1.1');
    for (let ask = 0; ask < 3; ask += 1) {
      expect(
        (await askForLink(browserAt(`10.9.1.${String(ask + 2)}`), 'mere@example.nz')).statusCode,
      ).toBe(200);
    }
    const refused = await askForLink(first, 'mere@example.nz');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('We have sent as many links as we can for now.');
    expect(await messageCount(db(), 'mere@example.nz')).toBe(3);

    const busy = browserAt('10.9.2.1');
    for (let ask = 0; ask < 20; ask += 1) {
      expect((await askForLink(busy, `someone${String(ask)}@example.nz`)).statusCode).toBe(200);
    }
    expect((await askForLink(busy, 'someone-else@example.nz')).statusCode).toBe(429);
  });
});

describe('choosing a new password with the link', () => {
  it('changes the password once, ends every session of the identity, and the link is used up', async () => {
    const email = 'kiri@example.nz';
    const userGuid = await userGuidOf(email);
    const { browser: laptop } = await signInThroughSession(testApp, email);
    const { browser: phone } = await signInThroughSession(testApp, email);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await signInsOf(db(), userGuid)).length).toBeGreaterThanOrEqual(2);

    const browser = browserAt('10.9.3.1');
    await askForLink(browser, email);
    const link = await linkSentTo(email);
    const form = await browser.request({ url: link });
    expect(form.statusCode).toBe(200);
    expect(headingOf(form.body)).toBe('Choose a new password');
    expect(form.body).toContain('<label for="password">New password</label>');
    expect(form.body).toContain('<label for="confirm">Confirm new password</label>');
    expect(form.body).toContain('aria-controls="password confirm">Show password</button>');
    const token = tokenOf(link);

    const differ = await submit(browser, '/idp/reset-password', {
      token,
      password: NEW_PASSWORD,
      confirm: `${NEW_PASSWORD}x`,
    });
    expect(differ.statusCode).toBe(400);
    expect(alertOf(differ.body)).toBe(RECOVERY_MESSAGES.passwordsDiffer);
    const weak = await submit(browser, '/idp/reset-password', {
      token,
      password: 'Password1!',
      confirm: 'Password1!',
    });
    expect(weak.statusCode).toBe(400);
    expect(alertOf(weak.body)).toContain(WEAK_PASSWORD_MESSAGE);
    expect((await me(laptop)).statusCode).toBe(200);

    const changed = await submit(browser, '/idp/reset-password', {
      token,
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(headingOf(changed.body)).toBe('Your password has been changed');
    expect(changed.body).toContain(`href="${testApp.config.publicUrl}/login"`);

    // Every session ends: the provider's grants and sessions at once, the portal's at its next call.
    expect(await signInsOf(db(), userGuid)).toEqual([]);
    for (const device of [laptop, phone]) expect((await me(device)).statusCode).toBe(401);

    // Used up: the page says so and offers a new one; the password stays the new one.
    const again = await submit(browser, '/idp/reset-password', {
      token,
      password: 'Another-Long-Phrase-91!',
      confirm: 'Another-Long-Phrase-91!',
    });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain(RECOVERY_MESSAGES.linkUsed);
    expect(again.body).toContain('href="/idp/forgot-password">Ask for a new link</a>');
    expect((await browser.request({ url: link })).statusCode).toBe(410);

    const { completed } = await signInThroughSession(testApp, email, { password: NEW_PASSWORD });
    expect(completed.statusCode).toBe(200);
    await expect(signInThroughSession(testApp, email)).rejects.toThrow();
  });

  it('says an expired link has expired and changes nothing', async () => {
    const email = 'aroha@example.nz';
    const browser = browserAt('10.9.4.1');
    await askForLink(browser, email);
    const link = await linkSentTo(email);
    await db()
      .update(passwordResetLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetLinks.userGuid, await userGuidOf(email)));
    const page = await browser.request({ url: link });
    expect(page.statusCode).toBe(410);
    expect(headingOf(page.body)).toBe('This link has expired');
    expect(page.body).toContain('Ask for a new link');
    const refused = await submit(browser, '/idp/reset-password', {
      token: tokenOf(link),
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expect(refused.statusCode).toBe(410);
    const { completed } = await signInThroughSession(testApp, email, { password: DEMO_PASSWORD });
    expect(completed.statusCode).toBe(200);
  });

  it('says a link that was never sent is not valid', async () => {
    const page = await browserAt('10.9.5.1').request({
      url: `/idp/reset-password?token=${'A'.repeat(43)}`,
    });
    expect(page.statusCode).toBe(404);
    expect(headingOf(page.body)).toBe('This link is not valid');
  });
});
