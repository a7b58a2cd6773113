import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signedInState } from '../support/people';

test.use({ storageState: signedInState.aroha });

test('an unknown path shows the 404 page, and Back to dashboard leads to /', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: "Well that's embarrassing..." })).toBeVisible();
  await expect(page.getByText('Page Not Found: /no/such/page')).toBeVisible();
  await expect(page.getByText("Sorry, we couldn't find what you were looking for.")).toBeVisible();
  await expect(page.getByText('Tap the button to return to the dashboard.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
});

test('an invoice id that fails the route’s validate rule is a 404', async ({ page }) => {
  await page.goto('/account/invoice/not-an-id!');
  await expect(page.getByText(/Page Not Found: \/account\/invoice\//)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to dashboard' })).toBeVisible();
});

test('the main navigation reaches each area', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, heading] of [
    ['Broadband', /Broadband/],
    ['Mobile', /Mobile/],
    ['Power', /Power/],
    ['My Bill History', /My Bill History/],
    ['Email Management', /Email Management/],
    ['Dashboard', /My Dashboard/],
  ] as const) {
    await nav.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
