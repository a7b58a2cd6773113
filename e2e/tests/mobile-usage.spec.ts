import { expect, test } from '@playwright/test';
import { PHONE_TOUCH, chartNamed, readChartByKeyboard, tapChart } from '../support/chart';
import { look } from '../support/look';
import { signedInState } from '../support/people';

const API = '/api/mobile/v2/management/accounts/30000001';

/** The month `back` months before this one in Auckland, as the picker names it, and its days. */
function monthBack(back: number) {
  const [year = 0, month = 1] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Pacific/Auckland',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  const first = new Date(Date.UTC(year, month - 1 - back, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
  const key = (d: Date) => d.toISOString().slice(0, 10);
  const label = new Intl.DateTimeFormat('en-NZ', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(first);
  return { label, from: key(first), to: key(last), days: last.getUTCDate() };
}

const GB = 1024 ** 3;
const gb = (bytes: number) =>
  `${new Intl.NumberFormat('en-NZ', { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(bytes / GB)} GB`;

test.describe('aroha', () => {
  test.use({ storageState: signedInState.aroha });

  test('reads the data usage of three months back on the group leader', async ({ page }) => {
    // Two axe scans of a month's day list with an open day take over 10 s on a loaded machine.
    test.setTimeout(60_000);
    await page.goto('/mobile/usage?accountCode=30000001&serviceEntity=0211234567');
    await expect(page.getByRole('heading', { level: 1, name: 'Usage' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Data', selected: true })).toBeVisible();
    const month = monthBack(3);
    await page.getByLabel('Period for 021 123 4567').selectOption({ label: month.label });

    // What the server holds for that month, read with the same session.
    const response = await page.request.get(
      `${API}/mobileServices/0211234567/usage/data?from=${month.from}&to=${month.to}`,
    );
    expect(response.status()).toBe(200);
    const usage = (
      (await response.json()) as {
        data: {
          totals: { totalUsage: number };
          dailySeries: unknown[];
          categories: { category: string; bytes: number | null }[];
          categoriesCount: string;
        };
      }
    ).data;
    expect(usage.dailySeries).toHaveLength(month.days);
    expect(usage.totals.totalUsage).toBeGreaterThan(0);
    expect(usage.categoriesCount).toBe('sharedPool');

    await expect(
      page.getByText(
        `${gb(usage.totals.totalUsage)} of data used on this number in ${month.label}`,
      ),
    ).toBeAttached();
    // Two different "used" totals, each saying what it counts: this line, and the pool.
    await expect(
      page.getByText(`${gb(usage.totals.totalUsage)} used on this number`, { exact: true }),
    ).toBeVisible();
    const used = usage.categories.find((c) => c.category === 'Total Used')?.bytes ?? 0;
    expect(used).toBeGreaterThan(usage.totals.totalUsage);
    const categories = page.getByRole('region', { name: 'Data this period' });
    await expect(categories).toContainText('count everyone sharing this number’s data pool');
    await expect(
      categories.getByText('Total Used by everyone sharing', { exact: true }).locator('..'),
    ).toContainText(gb(used));
    await expect(page.getByText('Allocated Data').locator('..')).toContainText('60.0 GB');

    // The chart, by keyboard: a bar for every day of the month, first to last, and the
    // busiest day reading as the text alternative says.
    const chart = chartNamed(page, `Daily data: ${month.label}`);
    const figures = await readChartByKeyboard(page, chart, month.days);
    const monthEnd = `/${month.from.slice(5, 7)}/${month.from.slice(0, 4)}: `;
    expect(figures[0]).toMatch(new RegExp(`^01${monthEnd}`));
    expect(figures.at(-1)).toMatch(new RegExp(`^${String(month.days)}${monthEnd}`));
    const busiest = /the most on (\d{2}\/\d{2}\/\d{4}): (.+)\.$/.exec(
      (await page.getByText(/ of data used on this number in /).textContent()) ?? '',
    );
    expect(figures).toContain(`${busiest?.[1] ?? ''}: ${busiest?.[2] ?? ''}`);

    const firstDay = page.getByRole('button', { name: /\d{2}\/\d{2}\/\d{4}/ }).first();
    await expect(firstDay).toContainText(`/${month.from.slice(5, 7)}/${month.from.slice(0, 4)}`);
    await firstDay.click();
    await expect(page.getByRole('columnheader', { name: 'Started' })).toBeVisible();
    await look(page, 'mobile-usage-data');
  });

  test('opens the calls tab from the URL hash', async ({ page }) => {
    await page.goto('/mobile/usage?accountCode=30000001&serviceEntity=0211234567');
    await expect(page.getByRole('tab', { name: 'Data', selected: true })).toBeVisible();
    await page.goto('/mobile/usage#CALLS');
    await expect(page.getByRole('tab', { name: 'Calls', selected: true })).toBeVisible();
    await expect(page.getByText(/mins? of calls used on this number in /)).toBeAttached();
    await expect(page.getByRole('button', { name: /\d+ calls?, \d+ mins?/ }).first()).toBeVisible();
    await look(page, 'mobile-usage-calls');
  });

  test('views the shared data pool', async ({ page }) => {
    await page.goto('/mobile/usage-shared?accountCode=30000001');
    await expect(page.getByRole('heading', { level: 1, name: 'Shared Usage' })).toBeVisible();
    await expect(page.getByText('Pool size').locator('..')).toContainText('60.0 GB');
    const monthly = page.getByRole('table');
    await expect(monthly.getByRole('row')).not.toHaveCount(0);
    await expect(page.getByLabel('Bill period')).toBeVisible();
    await expect(page.getByText(/of data used by everyone sharing the pool in /)).toBeAttached();
    await look(page, 'mobile-usage-shared');
  });
});

test.describe('aroha on a phone', () => {
  test.use({ storageState: signedInState.aroha, ...PHONE_TOUCH });

  test('taps bars of the data chart and reads their days', async ({ page }) => {
    await page.goto('/mobile/usage?accountCode=30000001&serviceEntity=0211234567');
    const chart = chartNamed(page, /^Daily data: /);
    await expect(chart.surface).toBeVisible();
    const early = await tapChart(chart, 0.2);
    const late = await tapChart(chart, 0.95, early);
    const day = (figure: string) => /^(\d{2})\/(\d{2})\/(\d{4}): \d/.exec(figure);
    expect(day(early)).not.toBeNull();
    expect(day(late)).not.toBeNull();
    const key = (m: RegExpExecArray | null) => `${m?.[3] ?? ''}${m?.[2] ?? ''}${m?.[1] ?? ''}`;
    expect(key(day(late)) > key(day(early))).toBe(true);
    await look(page, 'mobile-usage-chart-tapped');
  });
});
