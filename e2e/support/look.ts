import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/**
 * SHOTS=1 keeps a desktop and a phone screenshot of each state looked at, in /tmp/shots or
 * SHOTS_DIR (so runs side by side keep their own).
 */
const SHOTS = process.env.SHOTS === '1';
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';

/** Axe at the page's own width and at a phone's, with screenshots when SHOTS=1. */
export async function look(page: Page, name: string) {
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS_DIR}/${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS_DIR}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}
