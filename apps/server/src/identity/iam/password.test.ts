import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordComplexitySchema } from '@portal/contracts';
import { DEMO_PASSWORD } from '../../../../../test-support/personas';
import { identities } from '../../db/schema';
import { appForTests } from '../../test/test-app';
import { PASSWORD_CHANGED_MESSAGE, WRONG_OLD_PASSWORD_MESSAGE } from './change-password';
import { dataOf, messageOf, signInPersona } from './testing/personas';

const { testApp } = appForTests({ seed: true });

const STRONG = 'Tui-Kereru-Moa-42!';

describe('POST /iam/calculatepasswordcomplexity', () => {
  it('scores a common password low and a long passphrase high', async () => {
    const liam = await signInPersona(testApp, 'liam@example.nz');
    const score = async (password: string) => {
      const response = await liam.call({
        method: 'POST',
        url: '/api/iam/calculatepasswordcomplexity',
        json: { password },
      });
      expect(response.statusCode).toBe(200);
      return dataOf(response, passwordComplexitySchema);
    };
    const weak = await score('password');
    expect(weak.score).toBeLessThanOrEqual(1);
    expect(weak.isAcceptable).toBe(false);
    expect(weak.feedback.warning).toMatch(/used password/);
    expect(weak.missingParts).toEqual(['uppercase', 'digit', 'symbol']);

    const strong = await score('Correct horse, battery staple 7 kiwi');
    expect(strong).toMatchObject({ score: 4, isAcceptable: true, missingParts: [] });

    // Meets the spec's rule, but zxcvbn knows it.
    expect(await score('Password1!')).toMatchObject({ isAcceptable: false, missingParts: [] });
    expect((await score('')).score).toBe(0);
  });
});

describe('PUT /iam/Users/{id}/password', () => {
  it('changes the password; the new one signs in through the provider, the old one no more', async () => {
    const liam = await signInPersona(testApp, 'liam@example.nz');
    const changed = await liam.call({
      method: 'PUT',
      url: `/api/iam/Users/${liam.userGuid}/password`,
      json: { oldPassword: DEMO_PASSWORD, newPassword: STRONG },
    });
    expect(changed.statusCode).toBe(200);
    expect(messageOf(changed)).toBe(PASSWORD_CHANGED_MESSAGE);
    const [row] = await testApp.database.db
      .select({ changedAt: identities.passwordChangedAt, hash: identities.passwordHash })
      .from(identities)
      .where(eq(identities.userGuid, liam.userGuid));
    expect(row?.changedAt).toBeInstanceOf(Date);
    expect(row?.hash).toMatch(/^scrypt\$/);

    const again = await signInPersona(testApp, 'liam@example.nz', { password: STRONG });
    expect(again.userGuid).toBe(liam.userGuid);
    await expect(signInPersona(testApp, 'liam@example.nz')).rejects.toThrow();
  });

  it('refuses a weak or rule-breaking new password, with the reason', async () => {
    const fiona = await signInPersona(testApp, 'fiona@example.nz');
    const attempt = (newPassword: string) =>
      fiona.call({
        method: 'PUT',
        url: `/api/iam/Users/${fiona.userGuid}/password`,
        json: { oldPassword: DEMO_PASSWORD, newPassword },
      });
    const weak = await attempt('Password1!');
    expect(weak.statusCode).toBe(400);
    expect(messageOf(weak)).toMatch(/too easy to guess.*similar to a commonly used password/);
    const ruleBroken = await attempt('correct horse battery staple');
    expect(ruleBroken.statusCode).toBe(400);
    expect(messageOf(ruleBroken)).toBe(
      'Your new password needs an uppercase letter, a number, a symbol.',
    );
    expect((await attempt(DEMO_PASSWORD)).statusCode).toBe(400);
    const extra = await fiona.call({
      method: 'PUT',
      url: `/api/iam/Users/${fiona.userGuid}/password`,
      json: { oldPassword: DEMO_PASSWORD, newPassword: STRONG, confirm: STRONG },
    });
    expect(extra.statusCode).toBe(400);
  });

  it('allows five wrong current passwords in 15 minutes, then answers 429 with Retry-After', async () => {
    const ben = await signInPersona(testApp, 'ben@example.nz');
    const attempt = (oldPassword: string) =>
      ben.call({
        method: 'PUT',
        url: `/api/iam/Users/${ben.userGuid}/password`,
        json: { oldPassword, newPassword: STRONG },
      });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await attempt(`wrong-${String(i)}`);
      expect(wrong.statusCode).toBe(400);
      expect(messageOf(wrong)).toBe(WRONG_OLD_PASSWORD_MESSAGE);
    }
    const blocked = await attempt(DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
  });
});
