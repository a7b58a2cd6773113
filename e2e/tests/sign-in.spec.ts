import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchConsoleErrors } from '../support/console-errors';
import { signIn } from '../support/sign-in';

const JWT = /eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]+\./;

test.describe('each demo customer signs in and out', () => {
  // Ben owns only a prepay account, so the mobile area is his home.
  for (const [email, home] of [
    ['aroha@example.nz', 'My Dashboard'],
    ['mere@example.nz', 'My Dashboard'],
    ['ben@example.nz', 'Mobile'],
    ['fiona@example.nz', 'My Dashboard'],
    ['kiri@example.nz', 'My Dashboard'],
    ['liam@example.nz', 'My Dashboard'],
  ] as const) {
    test(email, async ({ page }) => {
      await signIn(page, email);
      await expect(page.getByRole('heading', { level: 1, name: home })).toBeVisible();

      await page.getByRole('button', { name: /my account/i }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/logout(\/logout)?-complete/);
      await expect(page.getByRole('link', { name: 'Sign in again' })).toBeVisible();

      await page.goto('/account/bill-history');
      await page.waitForURL(/\/idp\/interaction\//);
    });
  }
});

test('signing in, through the identity provider’s pages, logs no error in the browser', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  await signIn(page, 'aroha@example.nz');
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a deep link survives the sign-in', async ({ page }) => {
  await page.goto('/mobile/usage');
  // /login?redirect=%2Fmobile%2Fusage goes straight on to the identity provider's page.
  await page.waitForURL(/\/idp\/interaction\//);
  await page.getByLabel('Email').fill('aroha@example.nz');
  await page.getByLabel('Password').fill('Portal!2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/mobile\/usage$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Nova, with no accounts, lands on the get-started page (no accounts yet)', async ({
  page,
}) => {
  await signIn(page, 'nova@example.nz');
  await expect(page).toHaveURL(/\/get-started$/);
  await expect(page.getByRole('link', { name: 'Add a prepay number' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/account/bill-history');
  await expect(page).toHaveURL(/\/get-started$/);
});

test('a sales person signs in through the staff pool to the management page', async ({ page }) => {
  await signIn(page, 'sam.sales@example.nz', { staff: true });
  await expect(page).toHaveURL(/\/management$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Management', exact: true }),
  ).toBeVisible();
});

test('a customer does not see the staff management page', async ({ page }) => {
  await signIn(page, 'liam@example.nz');
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Management', exact: true }),
  ).toHaveCount(0);
  await page.goto('/management');
  await expect(page.getByText('Page Not Found: /management')).toBeVisible();
});

test('wrong credentials get one message and leave the person on the form', async ({ page }) => {
  await page.goto('/login');
  await page.waitForURL(/\/idp\/interaction\//);
  await page.getByLabel('Email').fill('nobody@example.nz');
  await page.getByLabel('Password').fill('Wrong!2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('nobody@example.nz');
  await expectNoAxeViolations(page);
});

test('no token ever reaches a URL or the browser’s storage', async ({ page }) => {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  await signIn(page, 'aroha@example.nz');
  for (const path of ['/', '/mobile', '/account/bill-history', '/power']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  const storage = await page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((store) => Array.from({ length: store.length }, (_, index) => store.key(index)))
      .map(
        (key) =>
          `${key ?? ''}=${key === null ? '' : (localStorage.getItem(key) ?? sessionStorage.getItem(key) ?? '')}`,
      )
      .join('\n'),
  );
  expect(storage).not.toMatch(JWT);
  expect(urls.filter((url) => JWT.test(url))).toEqual([]);
  const cookies = await page.context().cookies();
  const readable = cookies.filter((cookie) => !cookie.httpOnly);
  expect(readable.map((cookie) => cookie.value).join(' ')).not.toMatch(JWT);
  expect(page.url()).not.toContain('code=');
});
