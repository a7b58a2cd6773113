import { expect, test, type Page } from '@playwright/test';
import { look } from '../support/look';
import { signedInState } from '../support/people';
import { openSignedIn } from '../support/sign-in';

/**
 * Issue 7 item 6, email management on /account/email-management: Aroha (owner of 30000001,
 * whose email product has mailboxes) adds a mailbox, changes its password and removes it;
 * Liam, whose account has no email product, is not offered the page. SHOTS=1 keeps
 * screenshots of each state in /tmp/shots.
 */
const PAGE = '/account/email-management';
const MAILBOXES_API = '/api/accounts/30000001/mailboxes';
const PREFIX = 'e2e-';

interface MailboxesBody {
  data: { mailboxes: { id: number; emailAddress: string }[] };
}

/** When the mailbox of a run was made: its name carries the time, in base 36. */
function madeAt(emailAddress: string): number | undefined {
  const match = new RegExp(`^${PREFIX}([0-9a-z]+)@`).exec(emailAddress);
  return match?.[1] === undefined ? undefined : Number.parseInt(match[1], 36);
}

/**
 * Mailboxes that a run before this one left behind (it stopped half way) go first, so the
 * product's limit leaves room; a run going on at the same time keeps its fresh one.
 */
async function removeLeftovers(page: Page): Promise<void> {
  const response = await page.request.get(MAILBOXES_API);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as MailboxesBody;
  const stale = data.mailboxes.filter((box) => {
    const made = madeAt(box.emailAddress);
    return made !== undefined && Date.now() - made > 10 * 60_000;
  });
  for (const mailbox of stale) {
    const removed = await page.request.delete(`${MAILBOXES_API}/${String(mailbox.id)}`);
    expect(removed.ok()).toBe(true);
  }
}

test.describe('as Aroha, whose account has an email product', () => {
  test.use({ storageState: signedInState.aroha });

  test('adds a mailbox, changes its password and removes it', async ({ page }) => {
    // Several axe scans at two widths and three scrypt hashes on a shared machine.
    test.setTimeout(120_000);
    await page.goto(PAGE);
    await removeLeftovers(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Email Management' })).toBeVisible();
    const list = page.getByRole('region', { name: 'Your mailboxes' });
    await expect(list.getByRole('listitem', { name: 'aroha.ngata@mail.example.nz' })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: /Email Management/ }),
    ).toBeVisible();
    await look(page, 'email-list');

    const add = page.getByRole('region', { name: 'Add a mailbox' });
    const localPart = `${PREFIX}${Date.now().toString(36)}`;
    const address = `${localPart}@mail.example.nz`;
    await add.getByLabel('Email address').fill('.no..good');
    await add.getByLabel('Email address').blur();
    await expect(add.getByText(/Please enter a valid email name/)).toBeVisible();
    await add.getByLabel('Email address').fill(localPart);
    await add.getByLabel('Display name').fill('Test Mailbox');
    await add.getByLabel(/^Password/).fill('Kereru-Glides-Over-2031!');
    await add.getByLabel('Confirm password').fill('Kereru-Glides-Over-2031!');
    await expect(add.getByText(/Strength:/)).toBeVisible();
    await look(page, 'email-add-form');
    await add.getByRole('button', { name: 'Add mailbox' }).click();
    const added = list.getByRole('listitem', { name: address });
    await expect(added).toBeVisible();
    await expect(added).toContainText('Test Mailbox');
    await expect(page.getByText(`${address} is ready to use.`)).toBeVisible();

    await added.getByRole('button', { name: `Change password of ${address}` }).click();
    const passwordDialog = page.getByRole('dialog', { name: 'Change mailbox password' });
    await passwordDialog.getByLabel(/^New password/).fill('Tui-Sings-At-Dawn-77!');
    await passwordDialog.getByLabel('Confirm new password').fill('Tui-Sings-At-Dawn-77!');
    await look(page, 'email-change-password');
    await passwordDialog.getByRole('button', { name: 'Save password' }).click();
    await expect(passwordDialog).toBeHidden();
    await expect(page.getByText('The mailbox password has been updated.')).toBeVisible();

    await added.getByRole('button', { name: `Remove ${address}` }).click();
    const removeDialog = page.getByRole('dialog', { name: 'Remove this mailbox?' });
    await expect(removeDialog).toContainText(address);
    await look(page, 'email-remove-confirm');
    await removeDialog.getByRole('button', { name: 'Remove mailbox' }).click();
    await expect(removeDialog).toBeHidden();
    await expect(page.getByText('The email address has been removed.')).toBeVisible();
    await expect(list.getByRole('listitem', { name: address })).toHaveCount(0);
  });
});

test('Liam, whose account has no email product, is not offered email management', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSignedIn(page, 'liam');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: /My Bill History/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Email Management/ })).toHaveCount(0);
  await page.goto(PAGE);
  await expect(page.getByText('No email product on this account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add mailbox' })).toHaveCount(0);
  await look(page, 'email-no-product');
});
