import { expect, test } from '@playwright/test';
import { SHORT_TOKEN_PORT, serverUrl } from '../support/servers';
import { signIn } from '../support/sign-in';

// This server's access tokens last 30 s, and are refreshed once fewer than 60 s are left:
// on every call that needs one.
test.use({ baseURL: serverUrl(SHORT_TOKEN_PORT) });

test('the access token is refreshed without the person noticing', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'aroha@example.nz');
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();

  // Past the first access token's own expiry: only a refreshed token still works.
  await page.waitForTimeout(33_000);
  const me = await page.request.get('/api/iam/Users/me');
  expect(me.status()).toBe(200);

  await page.goto('/account/bill-history');
  await expect(page).toHaveURL(/\/account\/bill-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Bill History' })).toBeVisible();
});
