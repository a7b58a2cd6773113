import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchCspViolations } from '../support/csp';
import { anonymousPaths, signedInPaths } from '../support/spec-routes';

test.describe('every route of spec section 2', () => {
  for (const path of signedInPaths) {
    test(`${path} shows its page in the default layout`, async ({ page }) => {
      const refused = watchCspViolations(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/Page Not Found/)).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(refused).toEqual([]);
    });
  }

  for (const path of anonymousPaths) {
    test(`${path} shows its page in the anonymous layout`, async ({ page }) => {
      const refused = watchCspViolations(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/Page Not Found/)).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      expect(refused).toEqual([]);
    });
  }
});
