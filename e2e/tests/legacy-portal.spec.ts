import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/sign-in';

// The older portal links back with accountCodeV1; signed out, the link survives the sign-in.
test('an older-portal link selects its account after sign-in, and leaves the URL', async ({
  page,
}) => {
  await page.goto('/?accountCodeV1=30000002');
  // Sent to sign in (/login goes straight on to the identity provider's page).
  await page.waitForURL(/\/idp\/interaction\//);
  await page.getByLabel('Email').fill('aroha@example.nz');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: /Ngata Bach/ })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue('30000002');
  const url = new URL(page.url());
  expect(url.pathname).toBe('/');
  expect(url.searchParams.has('accountCodeV1')).toBe(false);
});
