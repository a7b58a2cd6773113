import { expect, type Page } from '@playwright/test';

/**
 * A signed-in staff member finds an account by its number on Management and opens it: the
 * portal then shows the customer's dashboard under the staff banner.
 */
export async function openAccountAsStaff(page: Page, accountCode: string) {
  await page.getByLabel('Find an account').fill(accountCode);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Open account ${accountCode}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
}

/** Back to the staff tools of the open account, by the main navigation as staff click it. */
export async function goToManagement(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Management', exact: true })
    .click();
}
