import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchCspViolations } from '../support/csp';
import { holdAppScripts } from '../support/held-scripts';
import { expectFocusOn } from '../support/keyboard';

/**
 * Issue 8, P6: the sign-in page arrives drawn (the build's prerender), so a person sees it
 * before the app's script has come down a slow connection. Here the scripts are held back
 * until the test lets them go. Issue 24, item 9: once the app runs, /login costs no click;
 * it goes straight on to the identity provider's sign-in page.
 */
test('the sign-in page shows before the app’s script arrives, then goes on to the identity provider by itself', async ({
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
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Staff sign in' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Tab');
  await expectFocusOn(page.getByRole('link', { name: 'Skip to main content' }));

  releaseScripts();
  await page.waitForURL(/\/idp\/interaction\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectFocusOn(page.getByLabel('Email'));
  expect(refused).toEqual([]);
});
