import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signedInState } from '../support/people';
import { openSignedIn } from '../support/sign-in';
import { newestInvoiceId } from '../support/invoices';

async function downloadedText(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const file = await (await download).path();
  return { name: (await download).suggestedFilename(), bytes: await readFile(file) };
}

test.describe('aroha', () => {
  test.use({ storageState: signedInState.aroha });

  test('opens My Bill History, the newest bill, and downloads its PDF', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My Bill History' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Bill History' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Bills' });
    const rows = table.getByRole('row');
    // 13 months of bills, plus the header row.
    await expect(rows).toHaveCount(14);
    const newest = rows.nth(1);
    const billDate = (await newest.getByRole('cell').first().textContent()) ?? '';
    expect(billDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(newest.getByText(/^\$[\d,]+\.\d{2}$/)).toBeVisible();
    await expectNoAxeViolations(page);

    const listPdf = await downloadedText(page, () =>
      newest.getByRole('link', { name: `Download PDF of bill of ${billDate}` }).click(),
    );
    expect(listPdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await newest.getByRole('link', { name: `View bill of ${billDate}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Invoice' })).toBeVisible();
    await expect(page.getByText(`Bill date${billDate}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mobile 021 123 4567' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Total this bill (incl. GST)' })).toBeVisible();
    await expectNoAxeViolations(page);

    const invoiceId = page.url().split('/').pop() ?? '';
    const pdf = await downloadedText(page, () =>
      page.getByRole('link', { name: 'Download PDF' }).click(),
    );
    expect(pdf.name).toBe(`invoice-${invoiceId}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.bytes.toString('latin1')).toContain(`(Invoice ${invoiceId})`);

    await page.getByRole('link', { name: 'Back to My Bill History' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Bill History' })).toBeVisible();
  });

  test('sees the transaction history and downloads it as CSV', async ({ page }) => {
    await page.goto('/account/transaction-history');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Transaction History' }),
    ).toBeVisible();
    // The segmented control's radio is visually hidden; people click its label.
    await page.getByText('Last 12 months', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Last 12 months' })).toBeChecked();
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const count = (await table.getByRole('row').count()) - 1;
    expect(count).toBeGreaterThan(10);
    await expect(table.getByRole('cell', { name: 'Invoice', exact: true }).first()).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Payment', exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    const csv = await downloadedText(page, () =>
      page.getByRole('link', { name: 'Download CSV' }).click(),
    );
    expect(csv.name).toMatch(
      /^transactions-30000001-from-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const lines = csv.bytes.toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Description,Amount,Balance');
    expect(lines).toHaveLength(count + 1);
    expect(lines[1]).toMatch(
      /^\d{2}\/\d{2}\/\d{4},(Invoice|Payment|Credit),.*,-?\d+\.\d{2},-?\d+\.\d{2}$/,
    );
  });

  test('sees the billing details with the bill dates', async ({ page }) => {
    await page.goto('/account/bill-details');
    await expect(page.getByRole('heading', { level: 1, name: 'Billing Details' })).toBeVisible();
    await expect(page.getByText('Bill frequency')).toBeVisible();
    const dates = page
      .getByRole('list', { name: 'Bill dates, newest first' })
      .getByRole('listitem');
    await expect(dates).toHaveCount(13);
    await expectNoAxeViolations(page);
  });

  test('on a 360 px phone the lists are stacked and still pass axe', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/account/bill-history');
    const bills = page.getByRole('list', { name: 'Bills' });
    await expect(bills.getByRole('listitem')).toHaveCount(13);
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await bills
      .getByRole('link', { name: /^View bill of/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Invoice' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/account/transaction-history');
    await expect(
      page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('gets the 404 page for an invoice of another account', async ({ page }) => {
    // The Bach's bill, asked for while the household account is selected.
    const bachInvoice = await newestInvoiceId(page, '30000002');
    expect(bachInvoice).toMatch(/^30000002-/);
    await page.goto('/account/bill-history');
    await expect(page.getByRole('table', { name: 'Bills' })).toBeVisible();
    await page.goto(`/account/invoice/${bachInvoice}`);
    await expect(page.getByText(`Page Not Found: /account/invoice/${bachInvoice}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: "Well that's embarrassing..." })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('kiri sees her business bills in amounts excl. GST', async ({ page }) => {
  await openSignedIn(page, 'kiri');
  await page.goto('/account/bill-history');
  const table = page.getByRole('table', { name: 'Bills' });
  await expect(table.getByRole('columnheader', { name: 'Amount excl. GST' })).toBeVisible();
  await table
    .getByRole('row')
    .nth(1)
    .getByRole('link', { name: /^View bill of/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Invoice' })).toBeVisible();
  await expect(page.getByText(/^\$[\d,]+\.\d{2} excl\. GST$/).first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total excl. GST' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Total incl. GST' })).toBeVisible();
  await expectNoAxeViolations(page);
});
