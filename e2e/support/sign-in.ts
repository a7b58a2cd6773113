import { readFile } from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../test-support/personas';
import { DEMO_STAFF_TOTP_SECRET } from '../../apps/server/src/db/seed/demo-people';
import {
  totpCode,
  totpStep,
  TOTP_STEP_SECONDS,
} from '../../apps/server/src/identity/second-factor/totp';
import { signedInState, type Persona } from './people';

export { DEMO_PASSWORD };

/**
 * Signs in as a person would: the portal's /login goes straight on to the identity
 * provider's form, then back in the portal. Staff use the provider page's "Staff sign in"
 * link, which asks the portal for the staff pool.
 */
export async function signIn(page: Page, email: string, options: { staff?: boolean } = {}) {
  await page.goto('/login');
  await page.waitForURL(/\/idp\/interaction\//);
  if (options.staff === true) {
    await page.getByRole('link', { name: 'Staff sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  }
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  if (options.staff === true) await enterStaffCode(page);
  await page.waitForURL(backInThePortal);
}

/** Sets up the authenticator on an enrolment page (the key it shows), else the demo key. */
async function staffSecret(page: Page): Promise<string> {
  const enrolling = page.getByRole('heading', { level: 1, name: 'Set up your second step' });
  if (!(await enrolling.isVisible())) return DEMO_STAFF_TOTP_SECRET;
  const shown = await page.locator('.secret code').textContent();
  return (shown ?? '').replace(/\s/g, '');
}

/**
 * A staff sign-in's second step (decision 054): the code of the demo staff key, as an
 * authenticator app would show it. A code works once, and other tests sign Sam in too: when
 * this step's code was used, the next step's (the server allows one step ahead) is tried,
 * and after that the test waits for a new step, as a person would.
 */
export async function enterStaffCode(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: /Enter your code|Set up your second step/ }),
  ).toBeVisible();
  const secret = await staffSecret(page);
  const stepMs = TOTP_STEP_SECONDS * 1000;
  let tried = -1;
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const step = Math.max(tried + 1, totpStep(Date.now()));
    // The server takes a code up to one step ahead of its clock: later ones wait for it.
    const wait = (step - 1) * stepMs - Date.now() + 1000;
    if (wait > 0) {
      test.info().setTimeout(test.info().timeout + wait);
      await page.waitForTimeout(wait);
    }
    tried = step;
    await page.getByLabel('6-digit code').fill(totpCode(secret, step));
    await page.getByRole('button', { name: /^(Continue|Confirm and sign in)$/ }).click();
    await page.waitForURL((url) => backInThePortal(url) || url.pathname.endsWith('/second-factor'));
    if (backInThePortal(new URL(page.url()))) return;
    await expect(page.getByRole('alert')).toContainText('used already');
  }
  throw new Error('no staff code was accepted');
}

/** Leaves the browser once a sign-in has brought the person back into the portal. */
function backInThePortal(url: URL): boolean {
  return !url.pathname.startsWith('/idp') && !url.pathname.includes('login');
}

/**
 * For tests whose subject is not signing in: the person's session from the setup project's
 * one sign-in (auth.setup.ts), then a page of the portal, by default its home, where
 * signing in would have led.
 */
export async function openSignedIn(page: Page, persona: Persona, path = '/') {
  const saved = JSON.parse(await readFile(signedInState[persona], 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await page.context().addCookies(saved.cookies);
  await page.goto(path);
  await page.waitForURL(backInThePortal);
}
