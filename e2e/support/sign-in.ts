import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Portal!2026';

/**
 * Signs in as a person would: the portal's sign-in page, then the identity provider's form,
 * then back in the portal. Staff use the staff sign-in link.
 */
export async function signIn(page: Page, email: string, options: { staff?: boolean } = {}) {
  await page.goto('/login');
  await page
    .getByRole('button', {
      name: options.staff === true ? 'Staff sign in' : 'Sign in',
      exact: true,
    })
    .click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/idp') && !url.pathname.includes('login'),
  );
}
