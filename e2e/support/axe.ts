import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * True when no transition or finite animation is running (a loader's endless spin is not
 * waited for). Axe reads colours as drawn, so a notification fading in or out has a
 * contrast it never has at rest.
 */
function atRest() {
  return document
    .getAnimations()
    .every(
      (animation) =>
        animation.playState !== 'running' ||
        animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
    );
}

async function animationsSettled(page: Page) {
  await page.waitForFunction(atRest);
}

async function scan(page: Page) {
  await animationsSettled(page);
  return new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
}

/**
 * Scans the page as it is now for WCAG 2.2 A/AA problems; any violation fails the test. A
 * transition that started during the scan (a notification closing by itself) can make a
 * colour read wrong, so a scan that found something while one ran is made again once, at rest.
 */
export async function expectNoAxeViolations(page: Page) {
  let results = await scan(page);
  if (results.violations.length > 0 && !(await page.evaluate(atRest))) results = await scan(page);
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}
