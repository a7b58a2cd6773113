import { expect, test, type Page } from '@playwright/test';
import { nzd, shownDate } from '../support/chart';
import { look } from '../support/look';
import { signedInState } from '../support/people';

/**
 * Issue 30, what it costs to leave: Aroha finds what is left on her handset agreement from
 * her device agreements, as the agreement itself counts it, and sees the standard offer
 * summary of a plan before she would change to it.
 */

interface Agreement {
  linkedServiceEntity: string;
  amountStillToBeInvoiced: number;
  lastBillDate: string;
  scheduledInstalments: { invoiceSent: boolean }[];
  manifest: { items: { billingDescription: string }[] };
}

async function handsetOf(page: Page): Promise<Agreement> {
  const response = await page.request.get('/api/accounts/30000001/interestfree/agreements');
  expect(response.status()).toBe(200);
  const agreements = ((await response.json()) as { data: Agreement[] }).data;
  const handset = agreements.find((agreement) => agreement.linkedServiceEntity === '0211234567');
  if (handset === undefined) throw new Error('Aroha has no handset agreement on 0211234567');
  return handset;
}

test.use({ storageState: signedInState.aroha });

test('Aroha sees what is left on her handset agreement', async ({ page }) => {
  test.setTimeout(90_000);
  const handset = await handsetOf(page);
  const left = handset.scheduledInstalments.filter((instalment) => !instalment.invoiceSent).length;
  expect(handset.amountStillToBeInvoiced).toBeGreaterThan(0);

  await page.goto('/mobile/change-plan?accountCode=30000001&serviceEntity=0211234567');
  await page
    .getByRole('region', { name: 'Device agreements' })
    .getByRole('link', { name: 'What it costs to leave' })
    .click();
  await expect(page).toHaveURL(/\/account\/my-details#cost-to-leave$/);

  const section = page.getByRole('region', { name: 'What it costs to leave' });
  const line = section.getByRole('region', { name: /^Mobile 021 123 4567/ });
  const product = handset.manifest.items[0]?.billingDescription ?? '';
  await expect(line).toContainText(
    `${product}: ${nzd(handset.amountStillToBeInvoiced)} left in ${String(left)} instalments, ` +
      `the last on ${shownDate(handset.lastBillDate)}`,
  );
  // Her group leader plan is on a fixed term: the fee for the months left is added.
  await expect(line).toContainText(/Early termination fee: \$\d+\.\d\d/);
  await line.getByRole('button', { name: 'See the figures as a table' }).click();
  const table = line.getByRole('table', { name: /^What it would cost to leave Mobile/ });
  await expect(table.getByRole('row').last()).toContainText('$0.00$0.00$0.00');
  await look(page, 'cost-to-leave');
});

test('Aroha sees the offer summary of a plan before changing to it', async ({ page }) => {
  await page.goto('/broadband/change-broadband-plan?accountCode=30000001');
  await page.getByRole('button', { name: 'Choose Fibre Start' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change to Fibre Start?' });
  const summary = dialog.getByRole('region', { name: 'Offer summary: Fibre Start' });
  await expect(summary).toContainText('Open term');
  await expect(summary).toContainText('Average a month over 12 months');
  await expect(summary).toContainText('None: leave any time');
  await look(page, 'offer-summary');
  // Looked at, not ordered: the plan stays as it was.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
