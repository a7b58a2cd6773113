import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { look } from '../support/look';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';

/**
 * Issue 7: Aroha changes her password on /account/my-details (the client rule as the hint,
 * the server's strength meter, 'Your password has been changed.'), signs in with the new
 * one, and is always put back on the demo password. Its own Playwright project runs it
 * after every other browser test, so nobody else signs in as Aroha meanwhile.
 */
const MY_DETAILS = '/account/my-details';
const NEW_PASSWORD = 'Harakeke-Pohutukawa-73!';

const region = (page: Page, name: string) => page.getByRole('region', { name });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Puts Aroha back on the demo password with her session; a 400 means it already is. */
async function restoreDemoPassword(api: APIRequestContext, userGuid: string) {
  const response = await api.put(`/api/iam/Users/${userGuid}/password`, {
    data: { oldPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD },
  });
  expect([200, 400]).toContain(response.status());
}

test.describe("Aroha's password", () => {
  test.setTimeout(120_000);
  /** Set while her password may be the new one: the hook puts it back whatever happened. */
  let changing: { storageState: StorageState; userGuid: string } | null = null;

  test.afterEach(async ({ playwright, baseURL }) => {
    if (changing === null) return;
    const api = await playwright.request.newContext({
      baseURL,
      storageState: changing.storageState,
    });
    try {
      await restoreDemoPassword(api, changing.userGuid);
      changing = null;
    } finally {
      await api.dispose();
    }
  });

  test('she changes it, her other device is signed out and told, and it is put back', async ({
    page,
    browser,
  }) => {
    // Her other device: signed in before the change, on her dashboard.
    const otherDevice = await browser.newContext();
    const tablet = await otherDevice.newPage();
    await signIn(tablet, 'aroha@example.nz');
    await expect(tablet.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();

    await signIn(page, 'aroha@example.nz');
    const me = await page.request.get('/api/iam/Users/me');
    const { userGuid } = ((await me.json()) as { data: { userGuid: string } }).data;
    await page.goto(MY_DETAILS);
    const section = region(page, 'Change your password');
    await expect(
      section.getByText(
        'At least 8 characters with a lowercase letter, an uppercase letter, a number and a symbol.',
      ),
    ).toBeVisible();
    await section.getByLabel('Current password').fill(DEMO_PASSWORD);
    await section.getByRole('textbox', { name: 'New password', exact: true }).fill('password');
    await expect(section.getByText(/Strength: Very weak/)).toBeVisible();
    await section.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await expect(section.getByText(/Strength: (Strong|Very strong)$/)).toBeVisible();
    await section.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await look(page, 'people-change-password');

    changing = { storageState: await page.context().storageState(), userGuid };
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByText('Your password has been changed.')).toBeVisible();

    // This device stays signed in; the other one is signed out at its next step, and told why.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Details' })).toBeVisible();
    try {
      await tablet.getByRole('link', { name: 'My Bill History' }).click();
      await expect(tablet.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
      await expect(
        tablet.getByRole('status').filter({ hasText: 'You have been signed out' }),
      ).toContainText(
        'Your password was changed, so this device was signed out. Please sign in again.',
      );
      await look(tablet, 'signed-out-by-password-change');
    } finally {
      await otherDevice.close();
    }

    // A new browser, signing in with the new password.
    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      await other.goto('/login');
      await other.waitForURL(/\/idp\/interaction\//);
      await other.getByLabel('Email').fill('aroha@example.nz');
      await other.getByLabel('Password').fill(NEW_PASSWORD);
      await other.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(other.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    } finally {
      await fresh.close();
    }
    // Put back at once, so others signing in as Aroha meet the demo password again.
    await restoreDemoPassword(page.request, userGuid);
    changing = null;

    const check = await browser.newContext();
    try {
      const again = await check.newPage();
      await signIn(again, 'aroha@example.nz');
      await expect(again.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    } finally {
      await check.close();
    }
  });
});
