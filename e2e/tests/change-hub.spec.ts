import { expect, test } from '@playwright/test';
import { signedInState } from '../support/people';

/**
 * Issue 7 item 8: the older Change Hub route sends people to where its work now lives, the
 * change-plan pages, starting with the broadband plan; signed out, they sign in first.
 */
test.describe('as Aroha', () => {
  test.use({ storageState: signedInState.aroha });

  test('/change-hub opens Change broadband plan', async ({ page }) => {
    await page.goto('/change-hub');
    await expect(page).toHaveURL(/\/broadband\/change-broadband-plan$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('signed out, /change-hub asks for sign-in first', async ({ page }) => {
  await page.goto('/change-hub');
  // /login goes straight on to the identity provider's sign-in page.
  await page.waitForURL(/\/idp\/interaction\//);
});
