import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { look } from '../support/look';
import { signedInState } from '../support/people';
import { signIn } from '../support/sign-in';

// Opening an account replaces the browser's session, so this test signs in on its own
// rather than spend the shared saved state other tests rely on.
test('a sales person finds 30000001 and opens it as the customer sees it', async ({ page }) => {
  await signIn(page, 'sam.sales@example.nz', { staff: true });
  await expect(page).toHaveURL(/\/management$/);
  await page.getByLabel('Find an account').fill('Ngata');
  await page.getByRole('button', { name: 'Search' }).click();
  const results = page.getByRole('table', { name: 'Accounts found' });
  await expect(results.getByRole('row', { name: /30000001/ })).toBeVisible();
  await expect(results.getByRole('row', { name: /30000002/ })).toContainText('Cancelled');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Open account 30000001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByLabel('Staff access')).toContainText(
    'Sam Sales is viewing account 30000001',
  );
  expect(page.url()).not.toContain('staffToken');

  // On a phone the banner's words give way, never the account number.
  await page.setViewportSize({ width: 390, height: 844 });
  const number = page.getByLabel('Staff access').getByText('30000001', { exact: true });
  await expect(number).toBeInViewport({ ratio: 1 });
  expect(await number.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await look(page, 'staff-viewing-dashboard');
});

test.describe('with Sam signed in', () => {
  test.use({ storageState: signedInState.sam });

  test('a staff link works once, and not again', async ({ page, browser }) => {
    await page.goto('/management');
    const response = await page.request.post('/api/iam/staffAccess', {
      data: { accountCode: '30000301' },
    });
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { url: string } };

    const first = await browser.newContext();
    const firstPage = await first.newPage();
    await firstPage.goto(data.url);
    await expect(firstPage.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    await first.close();

    const second = await browser.newContext();
    const secondPage = await second.newPage();
    await secondPage.goto(data.url);
    await expect(secondPage).toHaveURL(/\/login-problem$/);
    await second.close();
  });
});
