import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auditLog, oidcPayloads, staffSecondFactors } from '../../db/schema';
import { demoSealingKey, sealSecret } from '../../db/sealed-secrets';
import { DEMO_STAFF_TOTP_SECRET } from '../../db/seed/demo-people';
import { signInThroughSession } from '../../test/sign-in-through-session';
import { appForTests } from '../../test/test-app';
import { newStaff, SAM, staffGuidOf } from '../../test/staff-logins';
import { SECOND_FACTOR_RESET_ACTION } from './reset-second-factor';

const { testApp, people } = appForTests({ seed: true });
const URL = '/api/staff/secondFactorResets';

/** A colleague of Sam's, enrolled (a factor row copied from Sam's shape). */
async function enrolledColleague(): Promise<{ email: string; userGuid: string }> {
  const colleague = await newStaff(
    testApp,
    { firstName: 'Rangi', lastName: 'Colleague' },
    'colleague',
  );
  await testApp.database.db.insert(staffSecondFactors).values({
    userGuid: colleague.userGuid,
    sealedSecret: 'factor-1.x.y.z',
    confirmedAt: new Date(),
  });
  return colleague;
}

/**
 * A colleague enrolled with the public demo secret (as the seed enrols Sam), so the test
 * helpers can sign them in with both steps.
 */
async function colleagueWhoCanSignIn(): Promise<{ email: string; userGuid: string }> {
  const colleague = await enrolledColleague();
  await testApp.database.db
    .update(staffSecondFactors)
    .set({
      sealedSecret: sealSecret(demoSealingKey(), colleague.userGuid, DEMO_STAFF_TOTP_SECRET),
    })
    .where(eq(staffSecondFactors.userGuid, colleague.userGuid));
  return colleague;
}

/** What the identity provider still holds of a log-in's sign-ins (grants, sessions, tokens). */
async function providerRowsOf(userGuid: string): Promise<number> {
  const rows = await testApp.database.db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(sql`${oidcPayloads.payload} ->> 'accountId' = ${userGuid}`);
  return rows.length;
}

async function factorOf(userGuid: string) {
  const [row] = await testApp.database.db
    .select()
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.userGuid, userGuid));
  return row;
}

describe('resetting a colleague’s second factor', () => {
  it('removes it, with an audit entry of who, whom, when and why', async () => {
    const colleague = await enrolledColleague();
    const response = await people.call(SAM, {
      method: 'POST',
      url: URL,
      json: { email: ` ${colleague.email.toUpperCase()} `, reason: 'Lost phone, ticket 4411' },
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { email: string; name: string; resetAt: string } }>();
    expect(data).toMatchObject({ email: colleague.email, name: 'Rangi Colleague' });
    expect(await factorOf(colleague.userGuid)).toBeUndefined();

    const entries = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, SECOND_FACTOR_RESET_ACTION));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: await staffGuidOf(testApp, SAM),
      actorPool: 'StaffIdentity',
      details: {
        staffUserGuid: colleague.userGuid,
        staffEmail: colleague.email,
        reason: 'Lost phone, ticket 4411',
      },
    });
    expect(entries[0]?.at.toISOString()).toBe(data.resetAt);
  });

  it('ends the colleague’s open sign-ins: an old session reaches nothing', async () => {
    const colleague = await colleagueWhoCanSignIn();
    const { browser } = await signInThroughSession(testApp, colleague.email, {
      pool: 'StaffIdentity',
    });
    const before = await browser.request({ url: '/api/staff/accounts?query=30000001' });
    expect(before.statusCode).toBe(200);
    expect(await providerRowsOf(colleague.userGuid)).toBeGreaterThan(0);

    const reset = await people.call(SAM, {
      method: 'POST',
      url: URL,
      json: { email: colleague.email, reason: 'Phone stolen, ticket 4412' },
    });
    expect(reset.statusCode).toBe(200);

    // Grants, refresh tokens and provider sessions are gone, so nothing renews it either.
    expect(await providerRowsOf(colleague.userGuid)).toBe(0);
    const after = await browser.request({ url: '/api/staff/accounts?query=30000001' });
    expect(after.statusCode).toBe(401);
    // Sam's own sign-in goes on.
    expect((await people.call(SAM, { url: '/api/staff/accounts?query=30000001' })).statusCode).toBe(
      200,
    );
  });

  it('refuses staff their own, and keeps it', async () => {
    const response = await people.call(SAM, {
      method: 'POST',
      url: URL,
      json: { email: SAM, reason: 'I lost my phone' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toMatch(/cannot reset your own/);
    expect(await factorOf(await staffGuidOf(testApp, SAM))).toBeDefined();
  });

  it('finds only staff log-ins: a customer’s email or an unknown one is not there', async () => {
    for (const email of ['aroha@example.nz', 'nobody@example.nz']) {
      const response = await people.call(SAM, {
        method: 'POST',
        url: URL,
        json: { email, reason: 'Lost phone' },
      });
      expect(response.statusCode, email).toBe(404);
    }
  });

  it('asks for a reason', async () => {
    const colleague = await enrolledColleague();
    for (const reason of ['', '   ', 'no']) {
      const response = await people.call(SAM, {
        method: 'POST',
        url: URL,
        json: { email: colleague.email, reason },
      });
      expect(response.statusCode, JSON.stringify(reason)).toBe(400);
    }
    expect(await factorOf(colleague.userGuid)).toBeDefined();
  });

  it('is for staff only: customers are refused and nothing changes', async () => {
    const colleague = await enrolledColleague();
    for (const email of ['aroha@example.nz', 'mere@example.nz']) {
      const response = await people.call(email, {
        method: 'POST',
        url: URL,
        json: { email: colleague.email, reason: 'Lost phone' },
      });
      expect(response.statusCode, email).toBe(403);
    }
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: URL,
      payload: { email: colleague.email, reason: 'Lost phone' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await factorOf(colleague.userGuid)).toBeDefined();
  });
});
