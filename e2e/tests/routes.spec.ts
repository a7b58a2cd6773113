import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchCspViolations } from '../support/csp';
import { signedInState } from '../support/people';
import { newestInvoiceId } from '../support/invoices';
import { INVOICE_ID, anonymousPaths, signedInPaths } from '../support/spec-routes';

/** The management page is for staff; every other signed-in page is seen as Aroha. */
const STAFF_PATHS = new Set(['/management']);

async function expectPage(page: Page, path: string, layout: 'default' | 'anonymous') {
  const refused = watchCspViolations(page);
  await page.goto(
    path.includes(INVOICE_ID)
      ? path.replace(INVOICE_ID, await newestInvoiceId(page, '30000001'))
      : path,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Page Not Found/)).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (layout === 'default') await expect(nav).toBeVisible();
  else await expect(nav).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(refused).toEqual([]);
}

test.describe('every route of spec section 2, signed in as a customer', () => {
  test.use({ storageState: signedInState.aroha });
  for (const path of signedInPaths.filter((p) => !STAFF_PATHS.has(p))) {
    test(`${path} shows its page in the default layout`, async ({ page }) => {
      await expectPage(page, path, 'default');
    });
  }
});

test.describe('staff pages, signed in as a sales person', () => {
  test.use({ storageState: signedInState.sam });
  for (const path of STAFF_PATHS) {
    test(`${path} shows its page in the default layout`, async ({ page }) => {
      await expectPage(page, path, 'default');
    });
  }
});

test.describe('pages open without sign-in', () => {
  for (const path of anonymousPaths) {
    test(`${path} shows a page in the anonymous layout`, async ({ page }) => {
      await expectPage(page, path, 'anonymous');
    });
  }
});
