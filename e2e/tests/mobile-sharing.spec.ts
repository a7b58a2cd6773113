import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { look } from '../support/look';
import { openSignedIn } from '../support/sign-in';

/** SHOTS=1 keeps a desktop and a phone screenshot of each page in /tmp/shots. */
const SHOTS = process.env.SHOTS === '1';
const LIST = '/mobile/sharing/sharing-beneficiaries?accountCode=30000001&serviceEntity=0211234567';
const INVALID = 'The number your have entered is not a valid beneficiary number.';
const LIMIT = 'You can share data with at most 5 numbers. Remove one before adding another.';
/** Active lines of the portal's network besides the sharer and its demo beneficiary. */
const ADDED = ['0271234569', '0211234580', '0211234581', '0201234570'];
const grouped = (n: string) => `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;

/** On manage-sharing: share `mb` as typed, of one kind, confirmed. */
async function shareAmount(page: Page, number: string, kind: RegExp, mb: string, expected: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Set Up Sharing' })).toBeVisible();
  await page.getByRole('radio', { name: kind }).check();
  await page.getByRole('radio', { name: 'A different amount' }).check();
  await page.getByLabel('Amount in MB').fill(mb);
  await page.getByRole('button', { name: 'Review sharing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm sharing' });
  await expect(dialog).toContainText(expected);
  await dialog.getByRole('button', { name: 'Share data' }).click();
  await expect(
    page.getByText(`Your data sharing with ${grouped(number)} has been saved.`),
  ).toBeVisible();
}

async function addBeneficiary(page: Page, number: string) {
  await page.getByLabel('Mobile number').fill(number);
  await page.getByRole('button', { name: 'Check number' }).click();
  await page.waitForURL(new RegExp(`manage-sharing\\?.*beneficiaryMsisdn=${number}`));
  await shareAmount(page, number, /This month only/, '100', `will get 100 MB this month only`);
  await page.getByRole('link', { name: 'See everyone you share with' }).click();
}

async function removeBeneficiary(page: Page, number: string) {
  await page.getByRole('button', { name: `Remove sharing with ${grouped(number)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove sharing' });
  await dialog.getByRole('button', { name: 'Remove sharing' }).click();
  await expect(page.getByText(`You no longer share data with ${grouped(number)}.`)).toBeVisible();
  await expect(page.getByRole('listitem', { name: grouped(number) })).toHaveCount(0);
}

test('Aroha changes the allocation to 0221234568, is refused a 6th number and removes what she added', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openSignedIn(page, 'aroha');
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: 'Data Sharing' })).toBeVisible();
  const mere = page.getByRole('listitem', { name: '022 123 4568' });
  // The demo: a recurring allocation of 2,048 MB from 0211234567 (seed).
  await expect(mere).toContainText('Share type: A set amount of data');
  await expect(mere).toContainText('Every month2.0 GB');
  await look(page, 'sharing-beneficiaries');

  await page.getByRole('link', { name: 'Change sharing with 022 123 4568' }).click();
  await page.waitForURL(/manage-sharing\?.*beneficiaryMsisdn=0221234568/);
  await expect(page.getByRole('link', { name: 'Back to Data Sharing' })).toBeVisible();
  await look(page, 'manage-sharing');
  // 3072.6 MB is rounded down to whole MB: 3.0 GB.
  await shareAmount(page, '0221234568', /Every month/, '3072.6', 'will get 3,072 MB every month');
  await expect(page.getByRole('region', { name: 'Now shared with 022 123 4568' })).toContainText(
    'Every month3.0 GB',
  );
  await page.getByRole('link', { name: 'Back to Data Sharing' }).click();
  await expect(mere).toContainText('Every month3.0 GB');

  await page.getByLabel('Mobile number').fill('12345');
  await page.getByRole('button', { name: 'Check number' }).click();
  await expect(page.getByText(INVALID)).toBeVisible();

  for (const number of ADDED) await addBeneficiary(page, number);
  await expect(page.getByText('5 of up to 5 numbers')).toBeVisible();
  await page.getByLabel('Mobile number').fill('020 123 4599');
  await page.getByRole('button', { name: 'Check number' }).click();
  await expect(page.getByText(LIMIT)).toBeVisible();
  await expect(page).toHaveURL(/sharing-beneficiaries/);

  await page
    .getByRole('button', { name: `Remove sharing with ${grouped(ADDED[0] ?? '')}` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Remove sharing' })).toBeVisible();
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: '/tmp/shots/sharing-remove-dialog.png' });
  await page.getByRole('button', { name: 'Keep sharing' }).click();
  for (const number of ADDED) await removeBeneficiary(page, number);

  // Back to the demo's 2,048 MB every month, so other specs see the seed.
  await page.getByRole('link', { name: 'Change sharing with 022 123 4568' }).click();
  await shareAmount(page, '0221234568', /Every month/, '2048', 'will get 2,048 MB every month');
  await page.getByRole('link', { name: 'Back to Data Sharing' }).click();
  await expect(mere).toContainText('Every month2.0 GB');
  await expect(page.getByText('1 of up to 5 numbers')).toBeVisible();
});
