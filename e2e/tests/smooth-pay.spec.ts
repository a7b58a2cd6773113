import { expect, test, type APIRequestContext } from '@playwright/test';
import { nzd, shownDate } from '../support/chart';
import { look } from '../support/look';
import { signedInState } from '../support/people';
import { signIn } from '../support/sign-in';
import { openAccountAsStaff, goToManagement } from '../support/staff-account';

/**
 * Issue 30, smooth pay (decision 062): Aroha opens Smooth pay from her bill history, sees the
 * amount and the bills it comes from, starts monthly smooth pay and sees the amount and the
 * next review. The suite's server is shared, so smooth pay is stopped again at the end (and
 * before, should an earlier run have stopped half-way).
 */

const API = '/api/accounts/30000001/smoothPay';

interface SmoothPayAnswer {
  today: string;
  arrangement: { nextReviewOn: string; amount: number } | null;
  bills: { total: number }[];
  quotes: { frequency: string; amount: number }[];
}

async function smoothPayOf(request: APIRequestContext): Promise<SmoothPayAnswer> {
  const response = await request.get(API);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: SmoothPayAnswer }).data;
}

async function stopIfOn(request: APIRequestContext) {
  if ((await smoothPayOf(request)).arrangement !== null) {
    expect((await request.post(`${API}/stop`, { data: {} })).status()).toBe(200);
  }
}

test.use({ storageState: signedInState.aroha });

test('Aroha starts monthly smooth pay and sees its amount and next review', async ({ page }) => {
  test.setTimeout(90_000);
  await stopIfOn(page.request);
  const before = await smoothPayOf(page.request);
  const monthly = before.quotes.find((quote) => quote.frequency === 'monthly');
  expect(monthly?.amount).toBeGreaterThan(0);
  const amount = `${nzd(monthly?.amount ?? 0)} a month`;

  try {
    await page.goto('/account/bill-history?accountCode=30000001');
    await page
      .getByRole('navigation', { name: 'Bills and payments:' })
      .getByRole('link', { name: 'Smooth pay' })
      .click();
    await expect(page).toHaveURL(/\/account\/smooth-pay/);
    await expect(page.getByRole('heading', { level: 1, name: 'Smooth Pay' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'How smooth pay works' })).toContainText(
      'Every 4 months we look at it again',
    );

    const quote = page.getByRole('region', { name: 'Your smooth pay amount' });
    await expect(quote.getByRole('radio', { name: `Monthly: ${amount}` })).toBeChecked();
    await expect(quote).toContainText(`You would pay ${amount}.`);
    const bills = quote.getByRole('table', { name: 'The bills your smooth pay comes from' });
    await expect(bills.getByRole('row')).toHaveCount(before.bills.length + 2);
    const total = before.bills.reduce((sum, bill) => sum + bill.total, 0);
    await expect(bills.getByRole('row').last()).toContainText(
      `Total of ${String(before.bills.length)} bills${nzd(total)}`,
    );
    // Weekly shows its own amount, then back to monthly.
    await quote.getByRole('radio', { name: /^Weekly: / }).check();
    await expect(quote).toContainText(/You would pay \$[\d,]+\.00 a week\./);
    await quote.getByRole('radio', { name: /^Monthly: / }).check();
    await look(page, 'smooth-pay-quote');

    await quote.getByRole('button', { name: `Start smooth pay at ${amount}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Start smooth pay?' });
    await expect(dialog).toContainText(`From today you pay ${amount} towards your bills`);
    await look(page, 'smooth-pay-confirm');
    await dialog.getByRole('button', { name: 'Start smooth pay' }).click();
    await expect(dialog).toBeHidden();

    const after = await smoothPayOf(page.request);
    const nextReview = after.arrangement?.nextReviewOn ?? '';
    const current = page.getByRole('region', { name: 'Your smooth pay' });
    await expect(current.getByRole('definition').first()).toHaveText(amount);
    await expect(current).toContainText(`Next review${shownDate(nextReview)}`);
    await expect(
      current.getByRole('table', { name: 'Smooth pay reviews, newest first' }).getByRole('row'),
    ).toHaveCount(2);
    await expect(current.getByRole('button', { name: 'Stop smooth pay' })).toBeVisible();
    await look(page, 'smooth-pay-on');
  } finally {
    await stopIfOn(page.request);
  }
});

test('Sam sees Aroha’s smooth pay on the staff page and stops it with a reason', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await stopIfOn(page.request);
  const started = await page.request.post(API, { data: { frequency: 'fortnightly' } });
  expect(started.status()).toBe(200);

  // Opening an account replaces the browser's session, so Sam signs in on his own.
  const staff = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const sam = await staff.newPage();
    await signIn(sam, 'sam.sales@example.nz', { staff: true });
    await openAccountAsStaff(sam, '30000001');
    await goToManagement(sam);
    const section = sam.getByRole('region', { name: 'Smooth pay', exact: true });
    await expect(section).toContainText(/You pay\$[\d,]+\.00 a fortnight/);
    await section.getByRole('button', { name: 'Stop smooth pay' }).click();
    await expect(section.getByText('Please say why you are stopping smooth pay')).toBeVisible();
    await section
      .getByLabel('Why are you stopping smooth pay?')
      .fill('Customer asked by phone to pay each bill in full');
    await look(sam, 'smooth-pay-staff');
    await section.getByRole('button', { name: 'Stop smooth pay' }).click();
    await expect(section.getByRole('status')).toHaveText(
      'Smooth pay is stopped. The reason is in the audit trail.',
    );
    await sam.reload();
    await expect(sam.getByRole('table', { name: 'Audit trail, newest first' })).toContainText(
      'Stopped smooth pay: Customer asked by phone to pay each bill in full',
    );
  } finally {
    await staff.close();
    await stopIfOn(page.request);
  }
});
