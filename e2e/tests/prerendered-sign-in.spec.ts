import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchCspViolations } from '../support/csp';
import { holdAppScripts } from '../support/held-scripts';
import { expectFocusOn } from '../support/keyboard';

/**
 * Issue 8, P6: the sign-in page arrives drawn (the build's prerender), so a person sees it
 * before the app's script has come down a slow connection. Here the scripts are held back
 * until the test lets them go.
 */
test('the sign-in page shows before the app’s script arrives, and keeps the keyboard user’s place', async ({
  page,
}) => {
  const refused = watchCspViolations(page);
  const releaseScripts = await holdAppScripts(page);

  // The page's load event waits for the held scripts; a person does not.
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await expect(page.getByText('Sign in to manage your account.')).toBeVisible();
  await expect(page).toHaveTitle(/^Sign In \| /);
  // Nothing answers a click until the app runs, so the buttons say so.
  const signIn = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect(signIn).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Staff sign in' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expectFocusOn(skipLink);

  releaseScripts();
  await expect(signIn).toBeEnabled();
  // The app drew the page anew, and focus is still where the person left it.
  await expectFocusOn(skipLink);
  await signIn.click();
  await page.waitForURL(/\/idp\//);
  expect(refused).toEqual([]);
});
