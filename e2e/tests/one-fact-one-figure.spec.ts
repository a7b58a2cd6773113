import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInState } from '../support/people';

/*
 * Issue 24 item 2: each fact comes from one place, so every page that shows it shows the
 * same figure, labelled with what it counts. Each test reads the figure off one page and
 * finds it, worded the same, on every other page that shows it, reached by clicks.
 */

/** The first `$1,234.56` in a text. */
function money(text: string, after: RegExp): string {
  const found = new RegExp(`${after.source}\\s*(\\$[\\d,]+\\.\\d\\d)`).exec(text)?.[1];
  if (found === undefined) throw new Error(`No amount after ${String(after)} in: ${text}`);
  return found;
}

const main = (page: Page): Locator => page.getByRole('main');

/** The page's words as a person reads them, line by line, once it shows `ready`. */
function mainText(page: Page) {
  return expect.poll(() => main(page).innerText());
}

test.describe('Kiri (a business account: bills excl. GST, amounts to pay incl. GST)', () => {
  test.use({ storageState: signedInState.kiri });

  test('her last bill is the same sum on the dashboard, payment page, history and bill', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const balance = page.getByRole('region', { name: 'Balance and bills' });
    const lastBill = balance.getByRole('definition').nth(1);
    await expect(lastBill).toContainText(/incl\. GST \(\$[\d,.]+ excl\. GST\)/);
    const text = await lastBill.innerText();
    const including = money(text, /^/);
    const excluding = money(text, /\(/);

    // 'Pay now' while something is owing (Kiri's demo bills follow the calendar), else the
    // quiet 'Make a payment'.
    await balance.getByRole('link', { name: /^(Pay now|Make a payment)$/ }).click();
    await expect(page.getByRole('region', { name: 'Your balance' })).toContainText(
      `Last bill ${including} incl. GST, due `,
    );

    await page.goto('/dashboard');
    await balance.getByRole('link', { name: 'View bill history' }).click();
    await expect(page.getByRole('columnheader', { name: 'Amount excl. GST' })).toBeVisible();
    const newest = page.getByRole('row').nth(1);
    await expect(newest).toContainText(excluding);

    await newest.getByRole('link', { name: /View bill/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Invoice' })).toBeVisible();
    const bill = await main(page).innerText();
    expect(money(bill, /Total excl\. GST/)).toBe(excluding);
    expect(money(bill, /Total incl\. GST/)).toBe(including);
  });
});

test.describe('Fiona (statements only)', () => {
  test.use({ storageState: signedInState.fiona });

  test('her latest bill has one state on the dashboard, in the history and on the bill', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const statements = page.getByRole('region', { name: 'Your statements' });
    const lastBill = statements.getByRole('definition').nth(1);
    await expect(lastBill).toContainText(/ on \d\d\/\d\d\/\d{4}/);
    const state = /(Paid|Due|Overdue|Part paid)\s*$/.exec(await lastBill.innerText())?.[1];
    expect(state).toBeDefined();

    await statements.getByRole('link', { name: 'View statements' }).click();
    const newest = page.getByRole('row').nth(1);
    await expect(newest).toContainText(state ?? '');

    await newest.getByRole('link', { name: /View bill/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Invoice' })).toBeVisible();
    await mainText(page).toMatch(new RegExp(`Invoice \\S+\\s+${state ?? ''}\\n`));
  });
});

test.describe('Aroha (a group sharing one pool)', () => {
  test.use({ storageState: signedInState.aroha });

  test('her group’s data left and used read the same on Mobile, Usage and Shared usage', async ({
    page,
  }) => {
    await page.goto('/mobile?accountCode=30000001');
    const line = page.getByRole('listitem', { name: 'Aroha' });
    await expect(line).toContainText(/ left of /);
    const [, left, plan, carried] =
      /([\d.,]+ [GM]B) left of ([\d.,]+ [GM]B) and ([\d.,]+ [GM]B) carried over/.exec(
        await line.innerText(),
      ) ?? [];
    expect(left).toBeDefined();

    await line.getByRole('link', { name: 'Usage for 021 123 4567', exact: true }).click();
    await expect(page.getByLabel('Period for 021 123 4567').locator('option:checked')).toHaveText(
      /^This bill period \(\d+ days? left\)$/,
    );
    await expect(main(page)).toContainText('Total Remaining');
    const usage = await main(page).innerText();
    expect(usage).toContain(`Total Remaining\n${left ?? ''}`);
    expect(usage).toContain(`Allocated Data\n${plan ?? ''}`);
    expect(usage).toContain(`Carryover and Bonus Data\n${carried ?? ''}`);
    const used = /Total Used by everyone sharing\n([\d.,]+ [GM]B)/.exec(usage)?.[1];
    expect(used).toBeDefined();

    await page.getByRole('link', { name: 'Back to Mobile' }).click();
    await page
      .getByRole('listitem', { name: 'Aroha' })
      .getByRole('link', { name: 'Shared usage for 021 123 4567' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shared Usage' })).toBeVisible();
    await mainText(page).toContain(`${used ?? ''} used by everyone sharing the pool`);
    await mainText(page).toContain(`Pool size\n${plan ?? ''}`);
    await mainText(page).toContain(`Carried over\n${carried ?? ''}`);
  });

  test('her power rates read the same on Power and on her last bill', async ({ page }) => {
    await page.goto('/power?accountCode=30000001');
    const rates = page.getByRole('table', { name: /rates/ });
    const daily = (await rates.getByRole('row', { name: /Daily charge/ }).innerText()).trim();
    const anytime = (await rates.getByRole('row', { name: /Anytime rate/ }).innerText()).trim();
    const perDay = /(\$[\d.]+ a day)/.exec(daily)?.[1];
    const perKwh = /([\d.]+c per kWh)/.exec(anytime)?.[1];
    expect(perDay).toBeDefined();
    expect(perKwh).toBeDefined();

    await page.goto('/account/bill-history?accountCode=30000001');
    await page
      .getByRole('row')
      .nth(1)
      .getByRole('link', { name: /View bill/ })
      .click();
    await expect(main(page)).toContainText(
      new RegExp(`Daily charge, \\d+ days at \\${perDay ?? ''}`),
    );
    await expect(main(page)).toContainText(new RegExp(`Anytime, [\\d,]+ kWh at ${perKwh ?? ''}`));
  });
});
