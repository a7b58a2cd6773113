import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchCspViolations } from '../support/csp';
import { holdAppScripts } from '../support/held-scripts';
import { openSignedIn } from '../support/sign-in';

/** The calls the app makes to find out who is signed in, before it can draw anything. */
const WHO_AM_I = ['/session', '/api/iam/Users/me'];

/**
 * Issue 8, P6: a signed-in dashboard arrives drawn by the server for the person asking, so
 * it shows before the app's script has come down a slow connection, and the app takes it
 * over from the answers the page came with. The scripts are held back until the test lets
 * them go.
 */
test('the dashboard arrives drawn for the person signed in, and the app takes it over without asking again', async ({
  page,
}) => {
  await openSignedIn(page, 'aroha');
  await expect(page.getByRole('heading', { name: /Ngata Household/ })).toBeVisible();

  const refused = watchCspViolations(page);
  const releaseScripts = await holdAppScripts(page);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (WHO_AM_I.includes(pathname)) asked.push(`${request.method()} ${pathname}`);
  });

  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Ngata Household/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
  await expect(page.getByText('Aroha Ngata', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^My Dashboard \| /);
  // The account menu has no handler until the app runs, so it says so.
  const accountMenu = page.getByRole('button', { name: 'My account' });
  await expect(accountMenu).toBeDisabled();
  await expectNoAxeViolations(page);
  const accountDetails = page.getByRole('heading', { name: 'Account details' });
  const drawnAt = await accountDetails.boundingBox();

  releaseScripts();
  await expect(accountMenu).toBeEnabled();
  await expect(page.getByRole('heading', { name: /Ngata Household/ })).toBeVisible();
  // The drawn page came with all its styles: nothing moves when the app takes it over.
  expect(drawnAt).not.toBeNull();
  expect(await accountDetails.boundingBox()).toEqual(drawnAt);
  await accountMenu.click();
  await expect(page.getByRole('menuitem', { name: /Sign out/ })).toBeVisible();
  // The page brought the answers it was drawn from: the app did not ask who is signed in.
  expect(asked).toEqual([]);
  expect(refused).toEqual([]);
});
