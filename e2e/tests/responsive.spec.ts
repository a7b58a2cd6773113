import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signedInState } from '../support/people';

test.use({ viewport: { width: 360, height: 740 }, storageState: signedInState.aroha });

test('on a 360 px phone the navigation folds into a menu', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Mobile' })).not.toBeInViewport();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav.getByRole('link', { name: 'Mobile' })).toBeInViewport();
  await nav.getByRole('link', { name: 'Mobile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Mobile/ })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
