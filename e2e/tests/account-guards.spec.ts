import { expect, test, type Page } from '@playwright/test';
import { signedInState } from '../support/people';
import { look } from '../support/look';
import { openSignedIn } from '../support/sign-in';

/**
 * Guards 4 (prepay-only) and 6 (the power and addpower guards) against the seeded demo
 * accounts (docs/demo-data.md), read through the accounts API.
 */

/** Where the guards leave the person: the path, once the page has drawn its heading. */
async function expectLandingOn(page: Page, pathname: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathname);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Page Not Found/)).toHaveCount(0);
}

test.describe('Ben, who has only a prepay account', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, 'ben');
  });

  test('has the mobile area as home, with only the pages he can use in the navigation', async ({
    page,
  }) => {
    await page.goto('/');
    await expectLandingOn(page, '/mobile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mobile' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Mobile' })).toBeVisible();
    for (const name of ['Dashboard', 'Broadband', 'Power', 'My Bill History']) {
      await expect(nav.getByRole('link', { name })).toHaveCount(0);
    }
  });

  test('opening /dashboard lands on the mobile page, as / does', async ({ page }) => {
    await page.goto('/dashboard');
    await expectLandingOn(page, '/mobile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mobile' })).toBeVisible();
    await look(page, 'prepay-dashboard-to-mobile');
  });

  test('opening an invoice lands on the mobile page', async ({ page }) => {
    await page.goto('/account/invoice/100001');
    await expectLandingOn(page, '/mobile');
  });

  test('opening bill history lands on the mobile page', async ({ page }) => {
    await page.goto('/account/bill-history');
    await expectLandingOn(page, '/mobile');
  });

  test('opening transaction history or broadband lands on the mobile page', async ({ page }) => {
    await page.goto('/account/transaction-history');
    await expectLandingOn(page, '/mobile');
    await page.goto('/broadband');
    await expectLandingOn(page, '/mobile');
  });

  test('keeps the prepay pages: adding a number and the spend history', async ({ page }) => {
    await page.goto('/account/add-mobile-number');
    await expectLandingOn(page, '/account/add-mobile-number');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Add a Prepay Number' }),
    ).toBeVisible();
    await page.goto('/mobile/prepay-spend-history');
    await expectLandingOn(page, '/mobile/prepay-spend-history');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Prepay Spend History' }),
    ).toBeVisible();
  });
});

test('Fiona, a farm-source account with statements only, goes from power to the dashboard', async ({
  page,
}) => {
  await openSignedIn(page, 'fiona');
  await page.goto('/power');
  await expectLandingOn(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
});

test('Liam, with wireless broadband and no power, goes from power to the sign-up', async ({
  page,
}) => {
  await openSignedIn(page, 'liam');
  await page.goto('/power');
  await expectLandingOn(page, '/add-power');
});

test.describe('Aroha, with broadband and power', () => {
  test.use({ storageState: signedInState.aroha });

  test('stays on the power page', async ({ page }) => {
    await page.goto('/power');
    await expectLandingOn(page, '/power');
  });

  test('goes from the sign-up to the power page', async ({ page }) => {
    await page.goto('/add-power');
    await expectLandingOn(page, '/power');
  });
});
