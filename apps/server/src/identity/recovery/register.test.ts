import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { currentUserSchema } from '@portal/contracts';
import { identities } from '../../db/schema';
import { escapeHtml } from '../../platform/escape-html';
import { appForTests } from '../../test/test-app';
import { signInThroughSession } from '../../test/sign-in-through-session';
import { TestBrowser } from '../../test/test-browser';
import { RECOVERY_MESSAGES } from './messages';
import { alertOf, headingOf, lastMessageTo, submit } from './testing';

const { testApp } = appForTests({ seed: true });

const LIAM_ACCOUNT = '30000401';
const PASSWORD = 'Pukeko-Kowhai-Riroriro-27!';
const db = () => testApp.database.db;
const browserAt = (address: string) =>
  new TestBrowser(testApp.app, testApp.config.publicUrl, address);

/** Steps 1 and 2: the account number, then a code sent by the chosen channel. */
async function askForCode(browser: TestBrowser, channel: 'email' | 'mobile' = 'email') {
  const choose = await submit(browser, '/idp/register', { accountNumber: LIAM_ACCOUNT });
  expect(choose.statusCode).toBe(200);
  const sent = await submit(browser, '/idp/register/send', {
    accountNumber: LIAM_ACCOUNT,
    channel,
  });
  expect(sent.statusCode).toBe(200);
  const recipient = channel === 'email' ? 'liam@example.nz' : '0226543210';
  const code = /is (\d{6})\./.exec((await lastMessageTo(db(), recipient))?.body ?? '')?.[1];
  if (code === undefined) throw new Error('no code sent');
  return { code, sent };
}

function complete(browser: TestBrowser, form: { code: string; email: string; password?: string }) {
  const password = form.password ?? PASSWORD;
  return submit(browser, '/idp/register/complete', {
    accountNumber: LIAM_ACCOUNT,
    sentTo: 'l••••@example.nz',
    code: form.code,
    email: form.email,
    password,
    confirm: password,
  });
}

async function identityWith(email: string) {
  const [row] = await db().select().from(identities).where(eq(identities.email, email));
  return row;
}

describe('registering for an account', () => {
  it('says the same for an unknown account, a cancelled one and nonsense', async () => {
    const browser = browserAt('10.8.0.1');
    const answers = await Promise.all(
      ['39999999', '30000002', 'abc'].map(async (accountNumber) => ({
        accountNumber,
        answer: await submit(browser, '/idp/register', { accountNumber }),
      })),
    );
    const shapes = answers.map(({ accountNumber, answer }) => {
      expect(answer.statusCode).toBe(400);
      expect(alertOf(answer.body)).toBe(escapeHtml(RECOVERY_MESSAGES.accountNotRegistrable));
      return answer.body.replace(`value="${accountNumber}"`, 'value=""');
    });
    expect(new Set(shapes).size).toBe(1);
  });

  it('offers the billing email and mobile, masked', async () => {
    const answer = await submit(browserAt('10.8.0.2'), '/idp/register', {
      accountNumber: ` ${LIAM_ACCOUNT} `,
    });
    expect(headingOf(answer.body)).toBe('Where should we send your code?');
    expect(answer.body).toContain('>Email to l••••@example.nz</label>');
    expect(answer.body).toContain('>Text to 022 ••• 3210</label>');
    expect(answer.body).not.toContain('liam@example.nz');
    expect(answer.body).not.toContain('6543210');
  });

  it('makes a log-in with the owner’s claim once the right browser gives the right code', async () => {
    const browser = browserAt('10.8.1.1');
    const { code, sent } = await askForCode(browser);
    expect(sent.body).toContain('We have sent a code to l••••@example.nz');
    const email = 'liam.chen@example.nz';

    const wrong = await complete(browser, { code: code === '000000' ? '111111' : '000000', email });
    expect(wrong.statusCode).toBe(400);
    expect(alertOf(wrong.body)).toBe(RECOVERY_MESSAGES.wrongCode);
    expect(await identityWith(email)).toBeUndefined();

    // Someone else who saw the code cannot use it in their browser.
    const stranger = browserAt('10.8.1.2');
    const stolen = await complete(stranger, { code, email: 'stranger@example.nz' });
    expect(stolen.statusCode).toBe(400);
    expect(alertOf(stolen.body)).toBe(RECOVERY_MESSAGES.wrongCode);
    expect(await identityWith('stranger@example.nz')).toBeUndefined();

    const taken = await complete(browser, { code, email: 'aroha@example.nz' });
    expect(taken.statusCode).toBe(409);
    expect(alertOf(taken.body)).toBe(escapeHtml(RECOVERY_MESSAGES.emailTaken));

    const made = await complete(browser, { code, email: 'Liam.Chen@Example.nz' });
    expect(made.statusCode).toBe(201);
    expect(headingOf(made.body)).toBe('Your log-in is ready');
    expect((await identityWith(email))?.firstName).toBe('Liam');

    const { browser: signedIn } = await signInThroughSession(testApp, email, {
      password: PASSWORD,
    });
    const me = await signedIn.request({ url: '/api/iam/Users/me' });
    expect(me.statusCode).toBe(200);
    const user = currentUserSchema.parse(me.json<{ data: unknown }>().data);
    expect(user.claims).toEqual([
      { claimType: 'Account', claimValue: LIAM_ACCOUNT, roles: ['AccountOwner'] },
    ]);

    // The code is used up.
    const again = await complete(browser, { code, email: 'liam.again@example.nz' });
    expect(again.statusCode).toBe(400);
    expect(await identityWith('liam.again@example.nz')).toBeUndefined();
  });

  it('ends a code after five wrong tries', async () => {
    const browser = browserAt('10.8.2.1');
    const { code } = await askForCode(browser, 'mobile');
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await complete(browser, { code: wrongCode, email: 'guess@example.nz' })).statusCode,
      ).toBe(400);
    }
    const dead = await complete(browser, { code, email: 'guess@example.nz' });
    expect(dead.statusCode).toBe(410);
    expect(alertOf(dead.body)).toBe(RECOVERY_MESSAGES.codeExpired);
    expect(await identityWith('guess@example.nz')).toBeUndefined();
  });

  it('sends at most one code a minute to one address', async () => {
    const browser = browserAt('10.8.3.1');
    await submit(browser, '/idp/register', { accountNumber: '30000001' });
    const first = await submit(browser, '/idp/register/send', {
      accountNumber: '30000001',
      channel: 'email',
    });
    expect(first.statusCode).toBe(200);
    const second = await submit(browser, '/idp/register/send', {
      accountNumber: '30000001',
      channel: 'email',
    });
    expect(second.statusCode).toBe(429);
    expect(alertOf(second.body)).toContain(RECOVERY_MESSAGES.codeRecentlySent);
  });
});
