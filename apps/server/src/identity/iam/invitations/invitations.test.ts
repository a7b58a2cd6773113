import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedInvitationSchema,
  accountUsersSchema,
  currentUserSchema,
  INVITATION_MESSAGES,
  invitationSchema,
  pendingUserSchema,
  pendingUsersSchema,
} from '@portal/contracts';
import { auditLog, invitationLinks, outbox, pendingUsers } from '../../../db/schema';
import { appForTests } from '../../../test/test-app';
import { dataOf, messageOf, signInPersona, type Persona } from '../testing/personas';
import { deleteExpiredInvitations } from '../../../jobs/expired-invitations';

const { testApp } = appForTests({ seed: true });
let aroha: Persona;
let anonymous: Persona;
let kiri: Persona;
let staff: Persona;
beforeAll(async () => {
  [aroha, kiri, staff] = await Promise.all([
    signInPersona(testApp, 'aroha@example.nz'),
    signInPersona(testApp, 'kiri@example.nz'),
    signInPersona(testApp, 'sam.sales@example.nz', {
      pool: 'StaffIdentity',
      destinationUrl: '/management',
    }),
  ]);
  anonymous = {
    userGuid: '',
    call: (request) =>
      testApp.app.inject({
        method: request.method ?? 'GET',
        url: request.url,
        headers: {
          host: new URL(testApp.config.publicUrl).host,
          ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(request.json === undefined ? {} : { payload: JSON.stringify(request.json) }),
      }),
  };
});

const NEW_PASSWORD = 'Kowhai-Tui-Harbour-93!';

async function invite(email: string, firstName = 'Hemi') {
  const created = await aroha.call({
    method: 'POST',
    url: '/api/iam/users',
    json: {
      poolKey: 'customer',
      firstName,
      lastName: 'Ngata',
      dateOfBirth: '2001-09-14',
      email,
      mobileNumber: '0215550101',
      sendWelcomeComm: false,
      allowedExposureLevel: 'Customer',
      claims: [{ claimType: 'Account', claimValue: '30000001', roles: ['AccountRead'] }],
    },
  });
  expect(created.statusCode).toBe(201);
  return dataOf(created, pendingUserSchema);
}

/** The newest invitation email to this address, and the token of its link. */
async function latestInvitation(email: string): Promise<{ body: string; token: string }> {
  const [message] = await testApp.database.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.channel, 'email'), eq(outbox.recipient, email)))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(message?.body ?? '')?.[1];
  if (message === undefined || token === undefined) throw new Error(`no invitation to ${email}`);
  return { body: message.body, token };
}

const lookup = (token: string) =>
  anonymous.call({ method: 'POST', url: '/api/invitations/lookup', json: { token } });
const acceptNew = (token: string, password = NEW_PASSWORD) =>
  anonymous.call({
    method: 'POST',
    url: '/api/invitations/accept-new-login',
    json: { token, password },
  });
/** A signed-in person (or anyone) accepts the invitation with the log-in they have. */
const acceptBy = (person: Persona, token: string) =>
  person.call({ method: 'POST', url: '/api/invitations/accept', json: { token } });

async function linkRows(accountCode: string) {
  return testApp.database.db
    .select()
    .from(invitationLinks)
    .where(eq(invitationLinks.accountCode, accountCode));
}

describe('taking up an invitation', () => {
  it('emails a single-use link that says who invited them, to what, and how their details are used', async () => {
    const pending = await invite('tama@example.nz', 'Tama');
    const { body, token } = await latestInvitation('tama@example.nz');
    expect(body).toContain(
      'Aroha Ngata has invited you to be an authorised user of Ngata Household (account 30000001)',
    );
    expect(body).toContain('You cannot make changes or payments on it.');
    expect(body).toContain('gave us your name, date of birth, email address and mobile number');
    expect(body).toContain(`${testApp.config.publicUrl}/invitation?token=`);

    // Only a hash is stored, and the link works for 7 days.
    const rows = await linkRows('30000001');
    const row = rows.find((each) => each.pendingUserId === pending.id);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(pending.expiresAt).toBe(row?.expiresAt.toISOString());

    const shown = dataOf(await lookup(token), invitationSchema);
    expect(shown).toMatchObject({
      accountCode: '30000001',
      accountName: 'Ngata Household',
      inviterName: 'Aroha Ngata',
      firstName: 'Tama',
      email: 'tama@example.nz',
      hasLogIn: false,
    });
  });

  it('makes a log-in for a new person, who then holds AccountRead on that one account', async () => {
    const pending = await invite('hine@example.nz', 'Hine');
    const { token } = await latestInvitation('hine@example.nz');

    const weak = await acceptNew(token, 'password');
    expect(weak.statusCode).toBe(400);
    const accepted = await acceptNew(token);
    expect(accepted.statusCode).toBe(201);
    expect(dataOf(accepted, acceptedInvitationSchema)).toEqual({
      accountCode: '30000001',
      accountName: 'Ngata Household',
    });

    const hine = await signInPersona(testApp, 'hine@example.nz', { password: NEW_PASSWORD });
    const me = dataOf(await hine.call({ url: '/api/iam/Users/me' }), currentUserSchema);
    expect(me.claims).toEqual([
      { claimType: 'Account', claimValue: '30000001', roles: ['AccountRead'] },
    ]);
    expect((await hine.call({ url: '/api/accounts/30000001' })).statusCode).toBe(200);
    expect((await hine.call({ url: '/api/accounts/30000002' })).statusCode).toBe(403);

    // The pending row went; the owner sees an authorised user instead.
    const stillPending = dataOf(
      await aroha.call({ url: '/api/iam/accounts/30000001/pendingusers' }),
      pendingUsersSchema,
    );
    expect(stillPending.map((each) => each.id)).not.toContain(pending.id);
    const users = dataOf(
      await aroha.call({ url: '/api/iam/accounts/30000001/users' }),
      accountUsersSchema,
    );
    expect(users.find((user) => user.email === 'hine@example.nz')?.roles).toEqual(['AccountRead']);
    const [audit] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invitation-accepted'), eq(auditLog.actor, hine.userGuid)));
    expect(audit?.accountCode).toBe('30000001');

    // A used link says so and grants nothing more.
    const again = await acceptNew(token, 'Another-Long-Phrase-77!');
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(INVITATION_MESSAGES.used);
    expect(messageOf(await lookup(token))).toBe(INVITATION_MESSAGES.used);
  });

  it('lets a person with a log-in accept on it once signed in, and not make a second log-in', async () => {
    await invite('kiri@example.nz', 'Kiri');
    const { token } = await latestInvitation('kiri@example.nz');
    expect(dataOf(await lookup(token), invitationSchema).hasLogIn).toBe(true);

    const second = await acceptNew(token);
    expect(second.statusCode).toBe(409);
    expect(messageOf(second)).toBe(INVITATION_MESSAGES.hasLogIn);

    const bySignedOut = await acceptBy(anonymous, token);
    expect(bySignedOut.statusCode).toBe(401);
    const byStaff = await acceptBy(staff, token);
    expect(byStaff.statusCode).toBe(403);
    expect(messageOf(byStaff)).toBe(INVITATION_MESSAGES.staffCannotAccept);

    const accepted = await acceptBy(kiri, token);
    expect(accepted.statusCode).toBe(200);
    expect(messageOf(accepted)).toBe('You can now see Ngata Household.');
    const claims = dataOf(await kiri.call({ url: '/api/iam/Users/me' }), currentUserSchema).claims;
    expect(claims).toContainEqual({
      claimType: 'Account',
      claimValue: '30000001',
      roles: ['AccountRead'],
    });
    expect(claims).toContainEqual(expect.objectContaining({ claimValue: '30000301' }));
  });

  it('refuses an already-holder, leaving the link open', async () => {
    await invite('tui@example.nz', 'Tui');
    const { token } = await latestInvitation('tui@example.nz');
    const refused = await acceptBy(aroha, token);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(INVITATION_MESSAGES.alreadyHolder);
    expect((await lookup(token)).statusCode).toBe(200);
  });

  it('says a withdrawn, replaced, expired or unknown link is so, and grants nothing', async () => {
    const withdrawnOne = await invite('rangi@example.nz', 'Rangi');
    const { token: withdrawnToken } = await latestInvitation('rangi@example.nz');
    await aroha.call({
      method: 'DELETE',
      url: `/api/iam/accounts/30000001/pendingusers/${withdrawnOne.id}`,
    });
    const withdrawn = await acceptNew(withdrawnToken);
    expect(withdrawn.statusCode).toBe(410);
    expect(messageOf(withdrawn)).toBe(INVITATION_MESSAGES.withdrawn);

    const resentOne = await invite('moana@example.nz', 'Moana');
    const { token: firstToken } = await latestInvitation('moana@example.nz');
    const resent = await aroha.call({
      method: 'POST',
      url: `/api/iam/accounts/30000001/pendingusers/${resentOne.id}/resend`,
    });
    expect(resent.statusCode).toBe(200);
    expect(messageOf(resent)).toBe('A new invitation has been sent to Moana Ngata.');
    const { token: secondToken } = await latestInvitation('moana@example.nz');
    expect(secondToken).not.toBe(firstToken);
    expect(messageOf(await acceptNew(firstToken))).toBe(INVITATION_MESSAGES.replaced);
    expect((await lookup(secondToken)).statusCode).toBe(200);

    const expiredOne = await invite('wiremu@example.nz', 'Wiremu');
    const { token: expiredToken } = await latestInvitation('wiremu@example.nz');
    const past = new Date(Date.now() - 1000);
    await testApp.database.db
      .update(invitationLinks)
      .set({ expiresAt: past })
      .where(eq(invitationLinks.pendingUserId, expiredOne.id));
    const expired = await acceptNew(expiredToken);
    expect(expired.statusCode).toBe(410);
    expect(messageOf(expired)).toBe(INVITATION_MESSAGES.expired);

    const unknown = await lookup('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(messageOf(unknown)).toBe(INVITATION_MESSAGES.invalid);
    expect((await lookup('not a token')).statusCode).toBe(400);

    const users = dataOf(
      await aroha.call({ url: '/api/iam/accounts/30000001/users' }),
      accountUsersSchema,
    );
    const emails = users.map((user) => user.email);
    for (const email of ['rangi@example.nz', 'moana@example.nz', 'wiremu@example.nz']) {
      expect(emails).not.toContain(email);
    }
  });

  it('lets only the owner or staff resend, and only an invitation of that account', async () => {
    const pending = await invite('aperahama@example.nz', 'Aperahama');
    const url = `/api/iam/accounts/30000001/pendingusers/${pending.id}/resend`;
    expect((await kiri.call({ method: 'POST', url })).statusCode).toBe(403);
    expect((await anonymous.call({ method: 'POST', url })).statusCode).toBe(401);
    expect((await staff.call({ method: 'POST', url })).statusCode).toBe(200);
    const elsewhere = await aroha.call({
      method: 'POST',
      url: `/api/iam/accounts/30000002/pendingusers/${pending.id}/resend`,
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('forgets an invitation no one took up, 30 days after it expired', async () => {
    const pending = await invite('ariki@example.nz', 'Ariki');
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    await testApp.database.db
      .update(pendingUsers)
      .set({ expiresAt: longAgo })
      .where(eq(pendingUsers.id, pending.id));
    const listed = dataOf(
      await aroha.call({ url: '/api/iam/accounts/30000001/pendingusers' }),
      pendingUsersSchema,
    );
    expect(listed.map((each) => each.id)).toContain(pending.id);
    expect(await deleteExpiredInvitations(testApp.database.db, new Date())).toBeGreaterThan(0);
    const [row] = await testApp.database.db
      .select()
      .from(pendingUsers)
      .where(eq(pendingUsers.id, pending.id));
    expect(row).toBeUndefined();
  });
});
