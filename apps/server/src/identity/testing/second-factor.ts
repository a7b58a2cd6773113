import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identities, staffSecondFactors } from '../../db/schema';
import { DEMO_STAFF_TOTP_SECRET } from '../../db/seed/demo-people';
import type { TestBrowser } from '../../test/test-browser';
import { totpCode, totpStep } from '../second-factor/totp';

/** The database of each test app, so sign-in helpers given only a browser can reach it. */
const databases = new WeakMap<FastifyInstance, Db>();

export function rememberTestDatabase(app: FastifyInstance, db: Db): void {
  databases.set(app, db);
}

/** The second step's form action on a page, when the page is one. */
export function secondFactorActionOf(page: LightMyRequestResponse): string | undefined {
  return /<form method="post" action="(\/idp\/interaction\/[^"]+\/second-factor)"/.exec(
    page.body,
  )?.[1];
}

/** The key an enrolment page shows (grouped in fours), without its spaces. */
export function enrolmentSecretOf(page: LightMyRequestResponse): string | undefined {
  return /<p class="secret"><code>([A-Z2-7 ]+)<\/code>/.exec(page.body)?.[1]?.replace(/ /g, '');
}

/** The code of the demo staff secret, or of another, for now. */
export function currentCode(secret = DEMO_STAFF_TOTP_SECRET, now = Date.now()): string {
  return totpCode(secret, totpStep(now));
}

/**
 * Tests sign a staff log-in in far more often than every 30 seconds, and a code works once
 * (decision 054): before a test's code, its log-in's last used step is forgotten, as if the
 * next step had come. Only test helpers do this.
 */
export async function forgetUsedCode(app: FastifyInstance, email: string): Promise<void> {
  const db = databases.get(app);
  if (db === undefined) return;
  const staff = db
    .select({ userGuid: identities.userGuid })
    .from(identities)
    .where(eq(identities.email, email));
  await db
    .update(staffSecondFactors)
    .set({ lastUsedStep: null })
    .where(inArray(staffSecondFactors.userGuid, staff));
}

/**
 * Finishes a staff sign-in's second step in a test: the code of the secret an enrolment
 * page shows, or else of the demo staff secret; returns where the flow then landed.
 */
export async function completeSecondFactor(
  browser: TestBrowser,
  page: LightMyRequestResponse,
  email: string,
): Promise<{ response: LightMyRequestResponse; location: string | undefined }> {
  const action = secondFactorActionOf(page);
  if (action === undefined) throw new Error('not a second-step page');
  await forgetUsedCode(browser.app, email);
  const code = currentCode(enrolmentSecretOf(page) ?? DEMO_STAFF_TOTP_SECRET);
  return browser.navigate({ method: 'POST', url: action, form: { code } });
}
