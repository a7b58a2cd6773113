import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { invoicesPath } from '../support/invoices';
import { look } from '../support/look';
import { signedInState } from '../support/people';

/**
 * Issue 30, your consumption data: Aroha downloads her power use for her last complete bill
 * periods as an EIEP13A file, and the file's kWh add up to what those bills charged for.
 */

interface Bill {
  invoiceId: string;
  periodStart: string;
  periodEnd: string;
}

/** `2026-11-05` as the page's date boxes take it, `05/11/2026`. */
const typed = (day: string) => day.split('-').reverse().join('/');

/** Aroha's three newest bills, oldest first, from the bills API as the bill pages read it. */
async function lastThreeBills(page: Page): Promise<Bill[]> {
  const response = await page.request.get(invoicesPath('30000001'));
  const { data } = (await response.json()) as { data: { invoices: Bill[] } };
  return data.invoices.slice(0, 3).reverse();
}

/** The kWh a bill charged for: its Anytime line's quantity, `612 kWh`. */
async function billedKwh(page: Page, bill: Bill): Promise<number> {
  const response = await page.request.get(`${invoicesPath('30000001')}/${bill.invoiceId}`);
  const { data } = (await response.json()) as {
    data: { groups: { lines: { quantity: string | null }[] }[] };
  };
  const quantities = data.groups.flatMap((group) => group.lines.map((line) => line.quantity));
  const kwh = quantities.map((q) => /^(\d+) kWh$/.exec(q ?? '')?.[1]).find(Boolean);
  expect(kwh, `a kWh line on ${bill.invoiceId}`).toBeDefined();
  return Number(kwh);
}

/**
 * A reader of our own, apart from the portal's: the header names the file type and counts
 * the DET records; each DET's 12th field is kWh (three decimals), its 11th RD or ES.
 */
function readEiep13a(text: string) {
  const [header, ...details] = text
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(header?.slice(0, 2)).toEqual(['HDR', 'ICPCONS']);
  expect(Number(header?.[9])).toBe(details.length);
  let wh = 0;
  for (const fields of details) {
    expect(fields[0]).toBe('DET');
    expect(['RD', 'ES']).toContain(fields[10]);
    const [whole, decimals = ''] = (fields[11] ?? '').split('.');
    wh += Number(whole) * 1000 + Number(decimals.padEnd(3, '0'));
  }
  return { records: details.length, wh, estimates: details.filter((f) => f[10] === 'ES').length };
}

test.describe('Aroha, with a smart meter read every half-hour', () => {
  test.use({ storageState: signedInState.aroha });

  test('downloads an EIEP13A file that adds up to her last three bills', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/power?accountCode=30000001');
    const form = page.getByRole('form', { name: 'Download your usage' });
    await expect(form).toBeVisible();
    const bills = await lastThreeBills(page);
    const from = bills[0]?.periodStart ?? '';
    const to = bills.at(-1)?.periodEnd ?? '';
    await form.getByRole('textbox', { name: /^From/ }).fill(typed(from));
    await form.getByRole('textbox', { name: /^To/ }).fill(typed(to));
    await form.getByRole('radio', { name: /EIEP13A/ }).check();
    await look(page, 'power-usage-download');

    const downloading = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Download your usage' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`eiep13a-0001234567UN7E1-${from}-to-${to}.csv`);
    const file = readEiep13a(await readFile(await download.path(), 'utf8'));

    let billed = 0;
    for (const bill of bills) billed += await billedKwh(page, bill);
    expect(file.wh).toBe(billed * 1000);
    // Half-hours, about three months of them, a few estimated.
    expect(file.records).toBeGreaterThan(80 * 48);
    expect(file.estimates).toBeGreaterThan(0);
  });

  test('drills from months to days to the half-hours of a day', async ({ page }) => {
    await page.goto('/power?accountCode=30000001');
    await expect(
      page.getByRole('heading', { name: 'kWh each month, last 13 months' }),
    ).toBeVisible();
    const months = page.getByRole('table', { name: 'kWh each month, last 13 months' });
    await months
      .getByRole('button', { name: /^Show the days of / })
      .last()
      .click();
    await expect(page.getByRole('heading', { name: /^kWh each day, / })).toBeVisible();
    const days = page.getByRole('table', { name: /^kWh each day, / });
    await days
      .getByRole('button', { name: /^Show the half-hours of / })
      .first()
      .click();
    const halfHours = page.getByRole('table', { name: /^kWh each half-hour, / });
    await expect(halfHours.getByText(/^18:00 to 18:30/)).toBeVisible();
    await look(page, 'power-usage-half-hours');
    await page.getByRole('button', { name: 'Back to months' }).click();
    await expect(months).toBeVisible();
  });
});
