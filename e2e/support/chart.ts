import { expect, type Page } from '@playwright/test';
import { tabTo } from './keyboard';

/** A phone's screen, touched rather than pointed at, for `test.use`. */
export const PHONE_TOUCH = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};

/**
 * A chart of the portal (apps/web/src/shared/charts): a figure named for what it shows,
 * holding the chart's one tab stop and its tooltip, a status that says the figure of the
 * bar or point under the pointer, the finger or the keyboard.
 */
export function chartNamed(page: Page, name: string | RegExp) {
  const figure = page.getByRole('figure', { name });
  return {
    figure,
    surface: figure.getByRole('application', { name }),
    shown: figure.getByRole('status'),
  };
}

/**
 * Reaches the chart with Tab, as a keyboard user does, and reads the first figure it shows,
 * then each next one with the right arrow: `steps` figures in all.
 */
export async function readChartByKeyboard(
  page: Page,
  chart: ReturnType<typeof chartNamed>,
  steps: number,
): Promise<string[]> {
  // A mouse on the chart shows the figure it points at, so the keyboard user's pointer is
  // somewhere else.
  await page.mouse.move(0, 0);
  await page.locator('body').focus();
  await tabTo(page, chart.surface, 80);
  const figures: string[] = [];
  for (let step = 0; step < steps; step += 1) {
    if (step > 0) await page.keyboard.press('ArrowRight');
    await expect(chart.shown).toBeVisible();
    const previous = figures.at(-1);
    if (previous !== undefined) await expect(chart.shown).not.toHaveText(previous);
    figures.push((await chart.shown.textContent()) ?? '');
  }
  return figures;
}

/**
 * Taps the chart at a fraction of its width, half way up, and reads what it shows; after an
 * earlier tap, once the figure that tap showed has gone.
 */
export async function tapChart(
  chart: ReturnType<typeof chartNamed>,
  across: number,
  shownBefore?: string,
) {
  const box = await chart.surface.boundingBox();
  if (box === null) throw new Error('the chart is not on the screen');
  await chart.surface.tap({ position: { x: box.width * across, y: box.height * 0.5 } });
  await expect(chart.shown).toBeVisible();
  if (shownBefore !== undefined) await expect(chart.shown).not.toHaveText(shownBefore);
  return (await chart.shown.textContent()) ?? '';
}

/** Cents as the portal shows them, `$1,234.56`. */
export function nzd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString('en-NZ')}.${String(abs % 100).padStart(2, '0')}`;
}

/** A yyyy-MM-dd day as the portal shows it, `dd/MM/yyyy`. */
export function shownDate(key: string): string {
  const [year, month, day] = key.split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}
