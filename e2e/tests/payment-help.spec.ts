import { expect, test } from '@playwright/test';
import { nzd } from '../support/chart';
import { look } from '../support/look';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { PORT } from '../support/servers';
import { signIn } from '../support/sign-in';

/**
 * Issue 30, help when paying is hard (decision 061): Aroha pays by direct debit on the due
 * date, so her bank sends one back (the development dishonour, as the bank's file would)
 * and a bill is overdue. She sees the alert on the dashboard, opens "Having trouble
 * paying?", sets up a weekly payment plan on what is overdue and finds it on My Bill
 * History. Her bills change, so she does it on a portal of this test's own.
 */

let server: OwnServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Beside the suite's two servers (PORT and PORT + 1).
  server = await startOwnServer(PORT + 2);
});

test.afterAll(async () => {
  await server?.stop();
});

test('Aroha sets up a payment plan on an overdue bill and sees it on bill history', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  if (server === undefined) throw new Error('no server for the test');
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  try {
    await signIn(page, 'aroha@example.nz');
    const dishonoured = await page.request.post('/dev/dishonour-direct-debit', {
      data: { accountCode: '30000001' },
    });
    expect(dishonoured.status()).toBe(200);
    const { amountCents } = (await dishonoured.json()) as { amountCents: number };

    await page.goto('/dashboard?accountCode=30000001');
    const alert = page.getByRole('status').filter({ hasText: `${nzd(amountCents)} is overdue` });
    await expect(alert).toBeVisible();
    await look(page, 'payment-help-dashboard');
    await alert.getByRole('link', { name: 'Having trouble paying?' }).click();
    await expect(page).toHaveURL(/\/account\/payment-help/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Having Trouble Paying?' }),
    ).toBeVisible();

    const owed = page.getByRole('region', { name: 'What you owe' });
    await expect(owed.getByText(nzd(amountCents)).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Free, confidential help' })).toContainText(
      'MoneyTalks',
    );
    await look(page, 'payment-help');

    const plan = page.getByRole('region', { name: 'Set up a payment plan' });
    await plan.getByRole('radio', { name: `What is overdue: ${nzd(amountCents)}` }).check();
    await plan.getByRole('radio', { name: 'Weekly' }).check();
    await plan.getByLabel('Number of instalments').fill('4');
    const preview = plan.getByRole('table', { name: 'Your instalments' });
    await expect(preview.getByRole('row')).toHaveCount(5);
    await plan.getByRole('button', { name: 'Set up this plan' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your payment plan is set up' }),
    ).toBeVisible();
    await look(page, 'payment-help-plan-set-up');

    await page.goto('/account/bill-history?accountCode=30000001');
    const section = page.getByRole('region', { name: 'Your payment plan' });
    await expect(section).toContainText(
      `Payment plan: ${nzd(amountCents)} in 4 weekly instalments`,
    );
    const instalments = section.getByRole('table', { name: 'Payment plan instalments' });
    await expect(instalments.getByRole('row')).toHaveCount(5);
    await expect(instalments.getByText('Due')).toHaveCount(4);
    await look(page, 'payment-help-bill-history');
  } finally {
    await context.close();
  }
});
