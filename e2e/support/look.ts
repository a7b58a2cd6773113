import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/**
 * SHOTS=1 keeps a desktop and a phone screenshot of each state looked at, in /tmp/shots
 * (or SHOTS_DIR, so runs side by side keep theirs apart).
 */
const SHOTS = process.env.SHOTS === '1';
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';

/** Axe at the page's own width and at a phone's, with screenshots when SHOTS=1. */
export async function look(page: Page, name: string) {
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS_DIR}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await laidOutAgain(page);
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS_DIR}/${name}-phone.png`, fullPage: true });
  if (size) {
    await page.setViewportSize(size);
    await laidOutAgain(page);
  }
}

/**
 * After a resize, two frames: the browser tells the page's media-query listeners in the
 * first (the app's phone layout turns tables into lists then), and paints what they drew by
 * the second. A scan before would find the wide layout squeezed into a phone's width.
 */
async function laidOutAgain(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );
}
