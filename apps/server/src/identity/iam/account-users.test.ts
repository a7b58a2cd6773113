import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DATE_OF_BIRTH_MESSAGES,
  accountUsersSchema,
  currentUserSchema,
  pendingUserSchema,
  pendingUsersSchema,
} from '@portal/contracts';
import { FORM_MESSAGES, addDays, isValidEmail, toNzDateKey } from '@portal/domain';
import { hemisInvitation } from '../../../../../test-support/invitations';
import { outbox } from '../../db/schema';
import { appForTests } from '../../test/test-app';
import { SAVE_USER_FAILED_MESSAGE } from './create-pending-user';
import { dataOf, messageOf, signInPersona, type Persona } from './testing/personas';

const { testApp } = appForTests({ seed: true });
let aroha: Persona;
let mere: Persona;
beforeAll(async () => {
  [aroha, mere] = await Promise.all([
    signInPersona(testApp, 'aroha@example.nz'),
    signInPersona(testApp, 'mere@example.nz'),
  ]);
});

describe('authorised users of an account', () => {
  it('lists the people on the account with their roles', async () => {
    const users = dataOf(
      await aroha.call({ url: '/api/iam/accounts/30000001/users' }),
      accountUsersSchema,
    );
    expect(users.map((user) => [user.email, user.roles])).toEqual([
      ['aroha@example.nz', ['AccountOwner']],
      ['mere@example.nz', ['AccountRead']],
    ]);
  });

  it('invites a user by email, lists the invitation, refuses a duplicate, withdraws it', async () => {
    const created = await aroha.call({
      method: 'POST',
      url: '/api/iam/users',
      json: hemisInvitation(),
    });
    expect(created.statusCode).toBe(201);
    const pending = dataOf(created, pendingUserSchema);
    expect(pending).toMatchObject({ email: 'hemi.ngata@example.nz', firstName: 'Hemi' });

    const [email] = await testApp.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'email'), eq(outbox.recipient, 'hemi.ngata@example.nz')));
    expect(email?.body).toContain(
      'Aroha Ngata has invited you to be an authorised user of Ngata Household (account 30000001)',
    );

    const listed = await aroha.call({ url: '/api/iam/accounts/30000001/pendingusers' });
    expect(dataOf(listed, pendingUsersSchema).map((user) => user.id)).toEqual([pending.id]);

    const again = await aroha.call({
      method: 'POST',
      url: '/api/iam/users',
      json: hemisInvitation(),
    });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(SAVE_USER_FAILED_MESSAGE);
    const existing = await aroha.call({
      method: 'POST',
      url: '/api/iam/users',
      json: hemisInvitation({ email: 'mere@example.nz' }),
    });
    expect(existing.statusCode).toBe(409);

    const url = `/api/iam/accounts/30000001/pendingusers/${pending.id}`;
    const withdrawn = await aroha.call({ method: 'DELETE', url });
    expect(withdrawn.statusCode).toBe(200);
    expect(messageOf(withdrawn)).toBe('The invitation for Hemi Ngata has been withdrawn.');
    expect((await aroha.call({ method: 'DELETE', url })).statusCode).toBe(404);
    const after = await aroha.call({ url: '/api/iam/accounts/30000001/pendingusers' });
    expect(dataOf(after, pendingUsersSchema)).toEqual([]);
  });

  it('refuses more than the spec allows: a welcome message, another role, two accounts, extra fields', async () => {
    const refused = [
      hemisInvitation({ sendWelcomeComm: true }),
      hemisInvitation({
        claims: [{ claimType: 'Account', claimValue: '30000001', roles: ['AccountOwner'] }],
      }),
      hemisInvitation({ allowedExposureLevel: 'Staff' }),
      hemisInvitation({
        claims: [
          { claimType: 'Account', claimValue: '30000001', roles: ['AccountRead'] },
          { claimType: 'Account', claimValue: '30000002', roles: ['AccountRead'] },
        ],
      }),
      hemisInvitation({ isAdmin: true }),
    ];
    for (const body of refused) {
      expect(
        (await aroha.call({ method: 'POST', url: '/api/iam/users', json: body })).statusCode,
      ).toBe(400);
    }
  });

  it('takes an email as the browser does (josé@…) and refuses others in the spec’s words', async () => {
    const email = 'josé@example.nz';
    expect(isValidEmail(email)).toBe(true);
    // Mere may only read the account: she invites nobody, whatever the email.
    const byReader = await mere.call({
      method: 'POST',
      url: '/api/iam/users',
      json: hemisInvitation({ email: 'jose@example.nz' }),
    });
    expect(byReader.statusCode).toBe(403);
    const created = await aroha.call({
      method: 'POST',
      url: '/api/iam/users',
      json: hemisInvitation({ email }),
    });
    expect(created.statusCode).toBe(201);
    expect(dataOf(created, pendingUserSchema).email).toBe(email);
    const listed = await aroha.call({ url: '/api/iam/accounts/30000001/pendingusers' });
    expect(dataOf(listed, pendingUsersSchema).map((user) => user.email)).toContain(email);

    for (const wrong of ['hemi.example.nz', 'hemi@@example.nz', 'hemi@example']) {
      expect(isValidEmail(wrong)).toBe(false);
      const refused = await aroha.call({
        method: 'POST',
        url: '/api/iam/users',
        json: hemisInvitation({ email: wrong }),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(FORM_MESSAGES.email);
    }
  });

  it('refuses a date of birth in the future or of someone under 18, inviting nobody', async () => {
    const today = toNzDateKey(new Date());
    const cases: [string, string][] = [
      [addDays(today, 1), DATE_OF_BIRTH_MESSAGES.invalid],
      [addDays(today, -365 * 10), DATE_OF_BIRTH_MESSAGES.tooYoung],
    ];
    for (const [dateOfBirth, message] of cases) {
      const response = await aroha.call({
        method: 'POST',
        url: '/api/iam/users',
        json: hemisInvitation({ dateOfBirth, email: 'young.one@example.nz' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
    const pending = dataOf(
      await aroha.call({ url: '/api/iam/accounts/30000001/pendingusers' }),
      pendingUsersSchema,
    );
    expect(pending.map((person) => person.email)).not.toContain('young.one@example.nz');
  });

  it('keeps the last owner, and removes an authorised user, who loses access at once', async () => {
    const self = await aroha.call({
      method: 'DELETE',
      url: `/api/iam/users/${aroha.userGuid}/claims?claimType=Account&claimValue=30000001`,
    });
    expect(self.statusCode).toBe(409);
    expect(messageOf(self)).toBe('Aroha Ngata could not be removed.');

    const removed = await aroha.call({
      method: 'DELETE',
      url: `/api/iam/users/${mere.userGuid}/claims?claimType=Account&claimValue=30000001`,
    });
    expect(removed.statusCode).toBe(200);
    expect(messageOf(removed)).toBe('Mere Ngata has been removed.');
    expect(dataOf(await mere.call({ url: '/api/iam/Users/me' }), currentUserSchema).claims).toEqual(
      [],
    );
    const users = dataOf(
      await aroha.call({ url: '/api/iam/accounts/30000001/users' }),
      accountUsersSchema,
    );
    expect(users.map((user) => user.email)).toEqual(['aroha@example.nz']);
  });
});
