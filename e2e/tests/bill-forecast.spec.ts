import { expect, test, type Page } from '@playwright/test';
import { nzd, shownDate } from '../support/chart';
import { look } from '../support/look';
import { signedInState } from '../support/people';

/**
 * Issue 28, the bill guardian: the household's next bill forecast on the dashboard, with the
 * words that explain it, as Aroha and as Mere (an authorised user sees what the owner sees).
 */

interface Forecast {
  billDate: string;
  total: number;
  parts: { kind: string; soFar: number }[];
  reasons: { kind: string; text: string }[];
}

async function forecastOf(page: Page, code = '30000001'): Promise<Forecast> {
  const response = await page.request.get(`/api/accounts/${code}/billForecast`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Forecast }).data;
}

async function expectForecastCard(page: Page, forecast: Forecast, code = '30000001') {
  await page.goto(`/?accountCode=${code}`);
  const card = page.getByRole('region', { name: 'Your next bill forecast' });
  const suffix = code === '30000301' ? ' excl. GST' : '';
  await expect(card).toContainText(
    `Heading for ${nzd(forecast.total)}${suffix} on ${shownDate(forecast.billDate)}`,
  );
  const why = card.getByRole('list', { name: 'Why' });
  await expect(why.getByRole('listitem')).toHaveText(forecast.reasons.map((r) => r.text));
  return card;
}

test.describe('the bill guardian on the dashboard', () => {
  test.describe('Aroha, the owner', () => {
    test.use({ storageState: signedInState.aroha });

    test('sees her next bill heading high, and why', async ({ page }) => {
      test.setTimeout(90_000);
      const forecast = await forecastOf(page);
      const card = await expectForecastCard(page, forecast);
      // The demo's heat pump: once a day of this period is read, her power runs high.
      const powerRead = forecast.parts.some((part) => part.kind === 'power' && part.soFar > 0);
      if (powerRead) {
        await expect(card.getByRole('listitem').first()).toHaveText(
          /^Power use is running \d+% above your usual for this time of year$/,
        );
      }
      const parts = card.getByRole('table', { name: 'Your next bill forecast, by part' });
      await expect(parts.getByRole('rowheader', { name: /^Power use/ })).toBeVisible();
      await look(page, 'dashboard-bill-forecast');
    });
  });

  test.describe('Mere, an authorised user', () => {
    test.use({ storageState: signedInState.mere });

    test('sees what the owner sees', async ({ page }) => {
      const card = await expectForecastCard(page, await forecastOf(page));
      await expect(card).toBeVisible();
    });
  });

  test.describe('Kiri, a business', () => {
    test.use({ storageState: signedInState.kiri });

    test('sees her forecast excluding GST', async ({ page }) => {
      const card = await expectForecastCard(page, await forecastOf(page, '30000301'), '30000301');
      await expect(card).toContainText('Amounts excl. GST.');
      await look(page, 'dashboard-bill-forecast-business');
    });
  });
});
