import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DEMO_PASSWORD } from '../../../../test-support/personas';
import { identities } from '../db/schema';
import type { TestApp } from './build-app';
import { TestBrowser } from './test-browser';
import {
  authorizeUrl,
  makePkce,
  openLoginPage,
  submitCredentials,
} from '../identity/testing/sign-in-flow';

/** Sam Sales, the demo staff member (enrolled with the demo staff secret). */
export const SAM = 'sam.sales@example.nz';

/**
 * A browser factory whose browsers each come from their own address on `network` (the first
 * three parts of an IPv4 address), so one test's failures never throttle another's.
 */
export function freshBrowsers(testApp: TestApp, network: string): () => TestBrowser {
  let count = 0;
  return () => {
    count += 1;
    return new TestBrowser(testApp.app, testApp.config.publicUrl, `${network}.${String(count)}`);
  };
}

/** A staff log-in's user GUID. */
export async function staffGuidOf(testApp: TestApp, email: string): Promise<string> {
  const [row] = await testApp.database.db
    .select({ userGuid: identities.userGuid })
    .from(identities)
    .where(and(eq(identities.email, email), eq(identities.poolKey, 'StaffIdentity')));
  if (row === undefined) throw new Error(`no staff ${email}`);
  return row.userGuid;
}

/** A new staff log-in with the demo password (Sam's) and no second factor yet. */
export async function newStaff(
  testApp: TestApp,
  name: { firstName: string; lastName: string },
  emailPrefix = 'staff',
): Promise<{ email: string; userGuid: string }> {
  const { db } = testApp.database;
  const [sam] = await db
    .select({ passwordHash: identities.passwordHash })
    .from(identities)
    .where(eq(identities.email, SAM));
  const email = `${emailPrefix}-${randomUUID().slice(0, 8)}@example.nz`;
  const userGuid = randomUUID();
  await db.insert(identities).values({
    userGuid,
    poolKey: 'StaffIdentity',
    email,
    passwordHash: sam?.passwordHash ?? '',
    ...name,
  });
  return { email, userGuid };
}

/**
 * A staff sign-in up to its second step (the demo password only): the page it shows, the
 * interaction's uid, and where it went when it did not stop there.
 */
export async function staffPasswordStep(testApp: TestApp, browser: TestBrowser, email: string) {
  const pkce = makePkce();
  const url = authorizeUrl(testApp.config.publicUrl, { pkce, pool: 'StaffIdentity' });
  const { action } = await openLoginPage(browser, url);
  const { response, location } = await submitCredentials(browser, action, email, DEMO_PASSWORD, {
    passwordOnly: true,
  });
  const uid = /\/idp\/interaction\/([^/]+)\/second-factor/.exec(response.body)?.[1] ?? '';
  return { browser, pkce, page: response, location, uid };
}
