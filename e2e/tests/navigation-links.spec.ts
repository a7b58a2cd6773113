import { expect, test, type Locator, type Page } from '@playwright/test';
import { labelsOf, ownersBillPages, ownersMobilePages } from '../../apps/web/src/test/nav-pages';
import { look } from '../support/look';
import { openSignedIn } from '../support/sign-in';

const HOUSEHOLD = '/?accountCode=30000001';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The links in `scope`, in order, by their accessible names. */
async function expectLinks(scope: Locator, names: (string | RegExp)[]) {
  const links = scope.getByRole('link');
  await expect(links).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(name);
  }
}

/** The links under a section of the main navigation, once shown, by their names. */
async function sectionLinks(page: Page, section: string): Promise<string[]> {
  const toggle = nav(page).getByRole('button', { name: section });
  const list = page.locator(`[id="${(await toggle.getAttribute('aria-controls')) ?? ''}"]`);
  return (await list.getByRole('link').allTextContents()).map((text) => text.trim());
}

test('a dashboard row opens Mobile on its number, and each number leads to its pages', async ({
  page,
}) => {
  await openSignedIn(page, 'aroha', HOUSEHOLD);
  await expect(page.getByRole('heading', { level: 2, name: /Ngata Household/ })).toBeVisible();
  const products = page.getByRole('region', { name: 'Products and services' });
  await products
    .getByRole('listitem')
    .filter({ hasText: '022 123 4568' })
    .getByRole('link', { name: 'Mobile', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Manage 022 123 4568' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');

  // The leader shares its own data; a member line shares the leader's, so it has no link.
  const leader = page.getByRole('list', { name: 'Pages for 021 123 4567' });
  await expectLinks(leader, [
    'Usage for 021 123 4567',
    'Shared usage for 021 123 4567',
    'Change plan for 021 123 4567',
    'Share data for 021 123 4567',
    /^(Pause|Resume) for 021 123 4567$/,
  ]);
  const member = page.getByRole('list', { name: 'Pages for 027 123 4569' });
  await expect(member.getByRole('link', { name: /Share data/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Bring your number' })).toBeVisible();
  await look(page, 'reach-mobile-lines');

  await member.getByRole('link', { name: 'Usage for 027 123 4569', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  await expect(page.getByLabel('Period for 027 123 4569')).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Share data for 021 123 4567' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data Sharing' })).toBeVisible();
  await expect(page.getByText(/Sharing from 021 123 4567/)).toBeVisible();
});

test('the navigation shows the pages of Mobile and of bills, by mouse and by keyboard', async ({
  page,
}) => {
  await openSignedIn(page, 'aroha', HOUSEHOLD);
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  const mobilePages = nav(page).getByRole('button', { name: 'Mobile pages' });
  await expect(mobilePages).toHaveAttribute('aria-expanded', 'false');
  await expect(nav(page).getByRole('link', { name: 'Shared usage' })).toBeHidden();
  await mobilePages.click();
  await expect(mobilePages).toHaveAttribute('aria-expanded', 'true');
  expect(await sectionLinks(page, 'Mobile pages')).toEqual(labelsOf(ownersMobilePages));
  await look(page, 'reach-nav-mobile-open');
  await nav(page).getByRole('link', { name: 'Change plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Change Mobile Plan' })).toBeVisible();
  // The section stays open, with the page shown marked in it.
  await expect(nav(page).getByRole('link', { name: 'Change plan' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const bills = nav(page).getByRole('button', { name: 'Bills and payments pages' });
  await bills.focus();
  await page.keyboard.press('Enter');
  await expect(bills).toHaveAttribute('aria-expanded', 'true');
  expect(await sectionLinks(page, 'Bills and payments pages')).toEqual(labelsOf(ownersBillPages));
  await page.keyboard.press('Tab');
  await expect(nav(page).getByRole('link', { name: 'Make a payment' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  const related = page.getByRole('navigation', { name: 'Bills and payments:' });
  await expect(related.getByRole('link')).toHaveText(['Billing details', 'Make a payment']);
  await related.getByRole('link', { name: 'Billing details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Details' })).toBeVisible();
  await look(page, 'reach-bill-details');
});

test('on a phone the menu holds the same pages', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'aroha', HOUSEHOLD);
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await nav(page).getByRole('button', { name: 'Mobile pages' }).click();
  await expect(nav(page).getByRole('link', { name: 'Usage', exact: true })).toBeInViewport();
  await look(page, 'reach-phone-menu');
  await nav(page).getByRole('link', { name: 'Usage', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
  // Following a link folds the menu away.
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
});

test('bills link to the payment pages that belong with them', async ({ page }) => {
  await openSignedIn(page, 'aroha', '/account/bill-history?accountCode=30000001');
  await expect(page.getByRole('heading', { level: 1, name: 'My Bill History' })).toBeVisible();
  const related = page.getByRole('navigation', { name: 'Bills and payments:' });
  await expect(related.getByRole('link')).toHaveText([
    'Transaction history',
    'Billing details',
    'Make a payment',
    'Payment method',
    'Smooth pay',
  ]);
  await page
    .getByRole('link', { name: /^View bill of/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Invoice' })).toBeVisible();
  await related.getByRole('link', { name: 'Payment method' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Method' })).toBeVisible();
  await look(page, 'reach-payment-method');
});

test('Mere, who may only look, is offered usage but no change', async ({ page }) => {
  await openSignedIn(page, 'mere', '/mobile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mobile' })).toBeVisible();
  const leader = page.getByRole('list', { name: 'Pages for 021 123 4567' });
  await expectLinks(leader, ['Usage for 021 123 4567', 'Shared usage for 021 123 4567']);
  for (const name of [/Change plan/, /Share data/, /Pause/, /Resume/, /Top up/]) {
    await expect(page.getByRole('main').getByRole('link', { name })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Bring your number' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add a mobile connection' })).toHaveCount(0);
  await nav(page).getByRole('button', { name: 'Mobile pages' }).click();
  expect(await sectionLinks(page, 'Mobile pages')).toEqual(['Usage', 'Shared usage']);
  await nav(page).getByRole('button', { name: 'Bills and payments pages' }).click();
  expect(await sectionLinks(page, 'Bills and payments pages')).toEqual([
    'Transaction history',
    'Billing details',
  ]);
  await look(page, 'reach-mere-mobile');
});
