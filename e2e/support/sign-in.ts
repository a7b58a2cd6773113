import { readFile } from 'node:fs/promises';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../test-support/personas';
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
  await page.waitForURL(backInThePortal);
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
