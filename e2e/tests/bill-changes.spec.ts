import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { chartNamed, readChartByKeyboard } from '../support/chart';
import { signedInState } from '../support/people';

/** SHOTS=1 keeps a screenshot of each page in /tmp/shots. */
const SHOTS = process.env.SHOTS !== undefined;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
};

/** From the dashboard to the newest bill through My Bill History, as a person clicks. */
async function openNewestBill(page: Page) {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'My Bill History' })
    .click();
  const newest = page.getByRole('table', { name: 'Bills' }).getByRole('row').nth(1);
  const billDate = (await newest.getByRole('cell').first().textContent()) ?? '';
  await newest.getByRole('link', { name: `View bill of ${billDate}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Invoice' })).toBeVisible();
  return page.getByRole('region', { name: 'What changed since the previous bill' });
}

test.describe('aroha', () => {
  test.use({ storageState: signedInState.aroha });

  test('sees her last 13 bills by service on My Bill History, by keyboard too', async ({
    page,
  }) => {
    await page.goto('/account/bill-history');
    const section = page.getByRole('region', { name: 'Your last 13 bills by service' });
    await expect(section).toBeVisible();
    await expect(
      section.getByText(/^Your bills averaged \$[\d,]+\.\d{2}; the highest/),
    ).toBeVisible();
    for (const service of ['Electricity', 'Broadband', 'Landline', 'Mobile']) {
      await expect(section.getByRole('listitem').filter({ hasText: service })).toBeVisible();
    }
    await section.getByRole('button', { name: 'See the figures as a table' }).click();
    const table = section.getByRole('table', { name: 'Each bill by service' });
    await expect(table.getByRole('row')).toHaveCount(14);
    const chart = chartNamed(page, 'Bills by service, incl. GST');
    const figures = await readChartByKeyboard(page, chart, 2);
    for (const figure of figures) {
      expect(figure).toMatch(/^Bill of \d{2}\/\d{2}\/\d{4}: \$[\d,]+\.\d{2}; Electricity \$/);
    }
    await page.keyboard.press('Escape');
    await expectNoAxeViolations(page);
    await shoot(page, 'bill-history-by-service');
  });

  test('reads on her newest bill what changed since the previous one, and why', async ({
    page,
  }) => {
    const changes = await openNewestBill(page);
    await expect(
      changes.getByText(
        /^This bill is \$[\d,]+\.\d{2} (more|less) than the previous bill of \d{2}\/\d{2}\/\d{4} \(\$[\d,]+\.\d{2}\)\.$/,
      ),
    ).toBeVisible();
    const list = changes.getByRole('list', { name: 'Changes from the previous bill' });
    const oneOff = list
      .getByRole('listitem')
      .filter({ hasText: 'One-off charge: Technician visit to move the fibre wall socket' });
    await expect(oneOff).toContainText('+$149.00');
    await expect(
      list.getByRole('listitem').filter({ hasText: /use (up|down) \d+ kWh/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'bill-changes');

    await changes.getByRole('link', { name: /^View the previous bill of / }).click();
    await expect(
      page
        .getByRole('region', { name: 'What changed since the previous bill' })
        .getByText(/^This bill is/),
    ).toBeVisible();
  });
});

test.describe('mere, an authorised user', () => {
  test.use({ storageState: signedInState.mere });

  test('sees the same explanation on the household’s newest bill', async ({ page }) => {
    const changes = await openNewestBill(page);
    await expect(
      changes.getByText('One-off charge: Technician visit to move the fibre wall socket'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
