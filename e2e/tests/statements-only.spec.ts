import { expect, test, type Page } from '@playwright/test';
import { look } from '../support/look';
import { openSignedIn } from '../support/sign-in';

/**
 * Spec section 6, statements only: Fiona's Hill Farm (30000201, farm source) is offered no
 * broadband or mobile change, no payment or payment method and no move, and still has her
 * statements. The server refuses the same (apps/server/src/test/security/statements-only.test.ts).
 */
async function landsOnDashboard(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(() => new URL(page.url()).pathname, { message: path }).toBe('/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
}

test('Fiona’s farm account offers statements, not changes or payments', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'fiona');
  await expect(page.getByRole('heading', { level: 2, name: /Hill Farm/ })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Bill History' })).toBeVisible();
  for (const name of ['Broadband', 'Mobile', 'Power']) {
    await expect(nav.getByRole('link', { name })).toHaveCount(0);
  }
  await look(page, 'statements-only-dashboard');

  for (const path of [
    '/broadband/change-broadband-plan',
    '/broadband/change-voice-plan',
    '/voice/voice-features',
    '/mobile/change-plan',
    '/mobile/add-mobile-connection',
    '/mobile/prepay-top-up',
  ]) {
    await landsOnDashboard(page, path);
  }

  await page.goto('/account/payment-method');
  await expect(page.getByText('Statements only for this account')).toBeVisible();
  await expect(page.getByLabel(/Bank account number/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Saved cards' })).toHaveCount(0);
  await look(page, 'statements-only-payment-method');

  await page.goto('/move-house');
  await expect(page.getByText(/House moves aren't available for Hill Farm/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Where and when' })).toHaveCount(0);
  await look(page, 'statements-only-move-house');

  await page.goto('/account/bill-history');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/account/bill-history');
});
