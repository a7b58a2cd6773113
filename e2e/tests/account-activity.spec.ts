import { expect, test, type Page } from '@playwright/test';
import { look } from '../support/look';
import { signIn } from '../support/sign-in';
import { openAccountAsStaff } from '../support/staff-account';

/**
 * Issue 29, who touched my account: Sam opens Aroha's account and changes something; Aroha
 * sees that opening and the change under My details, and with "Sign out everywhere else"
 * ends another sign-in of hers, which is signed out at its next step. That ends every
 * sign-in of Aroha's but the one used, the setup project's saved one too, so this runs in
 * its own project after every test that uses it (playwright.config.ts).
 */
const MY_DETAILS = '/account/my-details';

const region = (page: Page, name: string) => page.getByRole('region', { name });

test('Aroha sees Sam’s opening of her account and ends another session of hers', async ({
  browser,
}) => {
  test.setTimeout(120_000);

  // Sam opens the account and saves its contact details as they are: a change made by staff.
  const samContext = await browser.newContext();
  try {
    const sam = await samContext.newPage();
    await signIn(sam, 'sam.sales@example.nz', { staff: true });
    await openAccountAsStaff(sam, '30000001');
    await sam.goto(MY_DETAILS);
    // Staff see the openings, never the customer's own sign-ins.
    await expect(region(sam, 'Staff who opened your account')).toBeVisible();
    await expect(region(sam, 'Recent sign-ins')).toHaveCount(0);
    const contact = region(sam, 'Contact details');
    await contact.getByRole('button', { name: 'Save contact details' }).click();
    await expect(sam.getByText('Your contact details have been saved.')).toBeVisible();
  } finally {
    await samContext.close();
  }

  // Aroha on her laptop, and on her phone: two fresh sign-ins of her own.
  const laptopContext = await browser.newContext();
  const phoneContext = await browser.newContext();
  try {
    const phone = await phoneContext.newPage();
    await signIn(phone, 'aroha@example.nz');
    await expect(phone.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();

    const laptop = await laptopContext.newPage();
    await signIn(laptop, 'aroha@example.nz');
    await laptop.goto(MY_DETAILS);
    await expect(laptop.getByRole('heading', { level: 1, name: 'My Details' })).toBeVisible();

    const openings = region(laptop, 'Staff who opened your account');
    // Other tests open this account too: Sam's newest opening is the first listed.
    const newest = openings.getByRole('listitem').filter({ hasText: 'Sam Sales opened it on' });
    await expect(newest.first()).toContainText('Change the contact name, phone and mobile numbers');

    const recent = region(laptop, 'Recent sign-ins');
    // Named from the browser's user agent (Playwright's desktop Chrome says Windows).
    await expect(recent.getByRole('listitem').first()).toContainText(
      /: Chrome on an? [A-Za-z ]+, with a password/,
    );

    const where = region(laptop, 'Where you’re signed in');
    await expect(where.getByText('This device')).toBeVisible();
    await expect(where.getByRole('button', { name: /^Sign out Chrome on / }).first()).toBeVisible();
    await look(laptop, 'account-activity');

    await where.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(where.getByRole('status').filter({ hasText: 'Signed out' })).toContainText(
      /You signed out \d+ other devices?\./,
    );
    await expect(where.getByText('You are not signed in anywhere else.')).toBeVisible();
    await look(laptop, 'account-activity-signed-out-elsewhere');

    // The phone is signed out at its next step, and told why.
    await phone.getByRole('link', { name: 'My Bill History' }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(
      phone.getByRole('status').filter({ hasText: 'You have been signed out' }),
    ).toContainText('This device was signed out from another one. Please sign in again.');

    // The laptop carries on.
    await laptop.reload();
    await expect(laptop.getByRole('heading', { level: 1, name: 'My Details' })).toBeVisible();
    await expect(region(laptop, 'Where you’re signed in').getByText('This device')).toBeVisible();
  } finally {
    await laptopContext.close();
    await phoneContext.close();
  }
});
