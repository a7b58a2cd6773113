import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  currentUserSchema,
  registerNumberInitiateSchema,
  registeredNumberSchema,
} from '@portal/contracts';
import { oneTimeCodes, outbox, rateLimitCounters } from '../../db/schema';
import { appForTests } from '../../test/test-app';
import { makePkce, type Pkce } from '../testing/sign-in-flow';
import { dataOf, messageOf, signInPersona, type Persona } from './testing/personas';
import { initiateRegisterNumberBody, verifyRegisterNumberBody } from './testing/register-number';
import { WRONG_CODE_MESSAGE } from './verify-register-number';

const NUMBER = '0201234599';

const { testApp } = appForTests({ seed: true });

function initiate(persona: Persona, pkce: Pkce, mobileNumber = NUMBER) {
  return persona.call({
    method: 'POST',
    url: '/api/iam/registerNumber/initiate',
    json: initiateRegisterNumberBody(mobileNumber, { pkce }),
  });
}

function verify(persona: Persona, code: string, codeVerifier: string) {
  return persona.call({
    method: 'POST',
    url: '/api/iam/registerNumber/verify',
    json: verifyRegisterNumberBody(persona.userGuid, NUMBER, code, codeVerifier),
  });
}

/** The code as the phone would see it: the newest text in the outbox. */
async function codeFromOutbox(): Promise<string> {
  const [sms] = await testApp.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, NUMBER)))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = /is (\d{6})$/.exec(sms?.body ?? '')?.[1];
  if (code === undefined) throw new Error(`no code in ${sms?.body ?? 'the outbox'}`);
  expect(sms?.body).toBe(`Your code to add ${NUMBER} to your account is ${code}`);
  return code;
}

/** Lets the next test ask for a code at once instead of waiting out the minute. */
async function forgetSendSlot() {
  await testApp.database.db.delete(rateLimitCounters);
}

describe('adding a prepay number with a one-time code', () => {
  it('initiate → code from the outbox → verify: the account is now the caller’s, once', async () => {
    const ben = await signInPersona(testApp, 'ben@example.nz');
    const pkce = makePkce();
    const started = await initiate(ben, pkce);
    expect(started.statusCode).toBe(200);
    expect(dataOf(started, registerNumberInitiateSchema)).toMatchObject({
      userGuid: ben.userGuid,
      mobileNumber: NUMBER,
    });
    const code = await codeFromOutbox();
    const stored = await testApp.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.subject, NUMBER));
    expect(stored.map((row) => row.codeHash)).not.toContain(code);

    const resend = await initiate(ben, makePkce());
    expect(resend.statusCode).toBe(429);
    expect(Number(resend.headers['retry-after'])).toBeGreaterThan(0);

    expect((await verify(ben, code, makePkce().verifier)).statusCode).toBe(400);
    const done = await verify(ben, code, pkce.verifier);
    expect(done.statusCode).toBe(200);
    expect(dataOf(done, registeredNumberSchema)).toEqual({
      accountCode: '30000199',
      mobileNumber: NUMBER,
    });

    const me = dataOf(await ben.call({ url: '/api/iam/Users/me' }), currentUserSchema);
    expect(me.claims).toEqual(
      expect.arrayContaining([
        { claimType: 'Account', claimValue: '30000199', roles: ['AccountOwner'] },
        { claimType: 'Line', claimValue: NUMBER, roles: ['AccountOwner'] },
      ]),
    );
    expect((await verify(ben, code, pkce.verifier)).statusCode).toBe(400);
    await forgetSendSlot();
    expect((await initiate(ben, makePkce())).statusCode).toBe(409);
  });

  it('counts wrong codes: five tries, then 429 even for the right one', async () => {
    await forgetSendSlot();
    const liam = await signInPersona(testApp, 'liam@example.nz');
    const pkce = makePkce();
    expect((await initiate(liam, pkce)).statusCode).toBe(200);
    const code = await codeFromOutbox();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const attempt = await verify(liam, wrong, pkce.verifier);
      expect(attempt.statusCode).toBe(400);
      expect(messageOf(attempt)).toBe(WRONG_CODE_MESSAGE);
    }
    const blocked = await verify(liam, code, pkce.verifier);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('refuses a number that is not an active prepay line, and a hint that differs', async () => {
    await forgetSendSlot();
    const kiri = await signInPersona(testApp, 'kiri@example.nz');
    const postpay = await initiate(kiri, makePkce(), '0211234580');
    expect(postpay.statusCode).toBe(400);
    expect(messageOf(postpay)).toBe('The number your have entered is not a valid prepay number.');
    const mismatch = await kiri.call({
      method: 'POST',
      url: '/api/iam/registerNumber/initiate',
      json: initiateRegisterNumberBody(NUMBER, { loginHint: '0201234570' }),
    });
    expect(mismatch.statusCode).toBe(400);
  });
});
