import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ONE_TIME_CODE_LIMITS } from '../../config/rate-limits';
import { rateLimitCounters } from '../../db/schema';
import { appForTests } from '../../test/test-app';
import { signInPersona, type Persona } from './testing/personas';
import { initiateRegisterNumberBody } from './testing/register-number';

const { testApp } = appForTests({ seed: true });

const NUMBER = '0201234599';

function sendCode(persona: Persona) {
  return persona.call({
    method: 'POST',
    url: '/api/iam/registerNumber/initiate',
    json: initiateRegisterNumberBody(NUMBER),
  });
}

/** As if the minute between two texts had passed; the daily counters stay. */
const afterAMinute = () =>
  testApp.database.db
    .delete(rateLimitCounters)
    .where(like(rateLimitCounters.key, `${ONE_TIME_CODE_LIMITS.perNumberBurst.name}:%`));

const messageOf = (response: { body: string }) =>
  (JSON.parse(response.body) as { message: string }).message;

describe('one-time code sends', () => {
  it('wait a minute between texts to a number, and say until when', async () => {
    const ben = await signInPersona(testApp, 'ben@example.nz');
    expect((await sendCode(ben)).statusCode).toBe(200);
    const again = await sendCode(ben);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(messageOf(again)).toMatch(/moment ago.*You can try again at \d{1,2}:\d{2} [ap]m/);
    await testApp.database.db.delete(rateLimitCounters);
  });

  it('stop at the daily cap of a number, whoever asks', async () => {
    const ben = await signInPersona(testApp, 'ben@example.nz');
    const liam = await signInPersona(testApp, 'liam@example.nz');
    const { limit } = ONE_TIME_CODE_LIMITS.perNumberDaily;
    for (let sent = 0; sent < limit; sent += 1) {
      await afterAMinute();
      expect((await sendCode(sent % 2 === 0 ? ben : liam)).statusCode).toBe(200);
    }
    await afterAMinute();
    const capped = await sendCode(liam);
    expect(capped.statusCode).toBe(429);
    const wait = Number(capped.headers['retry-after']);
    expect(wait).toBeGreaterThan(ONE_TIME_CODE_LIMITS.perNumberBurst.windowSeconds);
    expect(wait).toBeLessThanOrEqual(ONE_TIME_CODE_LIMITS.perNumberDaily.windowSeconds);
    expect(messageOf(capped)).toMatch(/as many codes as we can send in a day.*try again at/);
    await testApp.database.db.delete(rateLimitCounters);
  });

  it('stop at the daily cap of an identity, whatever the number', async () => {
    const kiri = await signInPersona(testApp, 'kiri@example.nz');
    const { limit } = ONE_TIME_CODE_LIMITS.perIdentityDaily;
    // The number's own counters are cleared each time, so only Kiri's daily count adds up.
    for (let sent = 0; sent < limit; sent += 1) {
      await testApp.database.db
        .delete(rateLimitCounters)
        .where(like(rateLimitCounters.key, 'otp-send:number-%'));
      expect((await sendCode(kiri)).statusCode).toBe(200);
    }
    await testApp.database.db
      .delete(rateLimitCounters)
      .where(like(rateLimitCounters.key, 'otp-send:number-%'));
    const capped = await sendCode(kiri);
    expect(capped.statusCode).toBe(429);
    expect(capped.headers['retry-after']).toBeDefined();
    expect(messageOf(capped)).toMatch(/in a day/);
  });
});
