import { expect, test } from '@playwright/test';
import { look } from '../support/look';
import { signIn } from '../support/sign-in';
import { openAccountAsStaff, goToManagement } from '../support/staff-account';

// Opening an account replaces the browser's session, so Sam signs in on his own here.
test('Sam opens 30000001, saves its contact details, and sees it in the trail', async ({
  page,
}) => {
  await signIn(page, 'sam.sales@example.nz', { staff: true });
  await openAccountAsStaff(page, '30000001');

  // The same values again: a change made under a staff session, demo data unchanged.
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('menuitem', { name: 'My details' }).click();
  const contact = page.getByRole('region', { name: 'Contact details' });
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  const saved = page.getByText('Your contact details have been saved.');
  await expect(saved).toBeVisible();
  // The scan below is of the management page, not of this notification on its way out.
  await expect(saved).toBeHidden({ timeout: 10_000 });

  await goToManagement(page);
  await expect(
    page.getByRole('heading', { level: 2, name: /Ngata Household \(30000001\)/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'People' })).toContainText('Aroha Ngata');
  const trail = page.getByRole('table', { name: 'Audit trail, newest first' });
  // Other tests open this account too, so the change is found by what it says, not its place.
  const change = trail
    .getByRole('row')
    .filter({ hasText: 'Change the contact name, phone and mobile numbers' })
    .first();
  await expect(change).toContainText('Sam Sales');
  await expect(trail).toContainText('Opened the account as its customer sees it');
  await look(page, 'management-opened-account');

  await page.getByRole('link', { name: 'Open as the customer sees it' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
});
