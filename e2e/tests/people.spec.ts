import { expect, test, type Page } from '@playwright/test';
import { look } from '../support/look';
import { signedInState } from '../support/people';
import { openSignedIn } from '../support/sign-in';

/**
 * Issue 7, people and contact data on /account/my-details: Aroha (owner of 30000001) adds an
 * authorised user, who shows as pending, and removes them (her password change is in
 * password-change.spec.ts, which runs after every other browser test); Mere (AccountRead) sees
 * the account's numbers but no way to add or remove anyone. SHOTS=1 keeps screenshots.
 */
const MY_DETAILS = '/account/my-details';

const region = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('as Aroha, the owner', () => {
  test.use({ storageState: signedInState.aroha });
  test.setTimeout(90_000);

  test('adds an authorised user, who shows as pending, then removes them', async ({ page }) => {
    // A fresh address each run, so a run after this one on the same server starts clean.
    const email = `hemi.${String(Date.now())}@example.nz`;
    await page.goto(MY_DETAILS);
    const people = region(page, 'Authorised users');
    await expect(people.getByText('mere@example.nz')).toBeVisible();
    // As it first shows, routes.spec.ts scans it with axe as the same person.

    await people.getByRole('button', { name: 'Add an authorised user' }).click();
    const form = people.getByRole('form', { name: 'Add an authorised user' });
    await form.getByRole('button', { name: 'Add user' }).click();
    await expect(form.getByText('Please enter a valid first name')).toBeVisible();
    await form.getByLabel('First name').fill('Hemi');
    await form.getByLabel('Last name').fill('Ngata');
    await form.getByLabel('Date of birth').fill('14/09/2001');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile number').fill('021 555 0101');
    await form.getByLabel('Mobile number').blur();
    await look(page, 'people-add-user');
    await form.getByRole('button', { name: 'Add user' }).click();

    const pending = people.getByRole('list', { name: 'Pending users' });
    const invited = pending.getByRole('listitem').filter({ hasText: email });
    await expect(invited).toContainText('Hemi Ngata');
    await expect(invited).toContainText('Pending');
    await expect(page.getByText('The user has been added.', { exact: false })).toBeVisible();
    await look(page, 'people-pending');

    await invited.getByRole('button', { name: 'Remove Hemi Ngata' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove pending user?' });
    await expect(dialog).toBeVisible();
    await look(page, 'people-remove-confirm');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog).toBeHidden();
    await expect(pending.getByText(email)).toHaveCount(0);
  });

  test('links a number to the account and removes it again', async ({ page }) => {
    await page.goto(MY_DETAILS);
    const numbers = region(page, 'Linked numbers');
    await expect(numbers.getByText('027 445 5667')).toBeVisible();
    const spare = numbers.getByRole('listitem').filter({ hasText: '09 555 0199' });
    // A run before this one may have stopped before removing it.
    if ((await spare.count()) > 0) {
      await spare.getByRole('button', { name: 'Remove 09 555 0199' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await expect(spare).toHaveCount(0);
    }
    await numbers.getByLabel('Number to link').fill('12345');
    await numbers.getByRole('button', { name: 'Link number' }).click();
    await expect(numbers.getByText('Please enter a valid phone number')).toBeVisible();
    await numbers.getByLabel('Number to link').fill('09 555 0199');
    await numbers.getByLabel('Description (optional)').fill('Holiday home');
    await numbers.getByRole('button', { name: 'Link number' }).click();
    await expect(page.getByText('The number has been linked to your account.')).toBeVisible();
    await expect(spare).toContainText('Holiday home');
    await expect(region(page, 'Service addresses').getByText('Current')).toBeVisible();
    await look(page, 'people-linked-numbers');

    await spare.getByRole('button', { name: 'Remove 09 555 0199' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(spare).toHaveCount(0);
  });
});

test('Mere, an authorised user, sees the numbers but cannot add or remove anyone', async ({
  page,
}) => {
  await openSignedIn(page, 'mere');
  await page.goto(MY_DETAILS);
  await expect(region(page, 'Linked numbers').getByText('027 445 5667')).toBeVisible();
  await expect(region(page, 'Service addresses').getByText('Current')).toBeVisible();
  await expect(region(page, 'Authorised users')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add an authorised user' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Link number' })).toHaveCount(0);
  await look(page, 'people-read-only');
  const refused = await page.request.post('/api/accounts/30000001/linkedNumbers', {
    data: { number: '095550198' },
  });
  expect(refused.status()).toBe(403);
});
