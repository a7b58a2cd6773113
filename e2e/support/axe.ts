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

/**
 * Notes whether a transition or animation starts on the page from now until stopped: one
 * that starts during a scan (a dialog's opening fade, begun a frame after the page was seen
 * at rest) makes colours read as they never are at rest.
 */
async function watchMotion(page: Page) {
  const watcher = await page.evaluateHandle(() => {
    const seen = { moved: false };
    const mark = () => {
      seen.moved = true;
    };
    const types = ['transitionrun', 'animationstart'] as const;
    for (const type of types) document.addEventListener(type, mark, true);
    return {
      stop: () => {
        for (const type of types) document.removeEventListener(type, mark, true);
        return seen.moved;
      },
    };
  });
  return async () => {
    const moved = await watcher.evaluate((watching) => watching.stop());
    await watcher.dispose();
    return moved;
  };
}

async function scan(page: Page) {
  await animationsSettled(page);
  const stopWatching = await watchMotion(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return { results, moved: await stopWatching() };
}

/**
 * Scans the page as it is now for WCAG 2.2 A/AA problems; any violation fails the test. A
 * scan that found something while a transition ran or started (a notification closing by
 * itself, a dialog fading in) is made again once, at rest: what it finds then stands.
 */
export async function expectNoAxeViolations(page: Page) {
  const first = await scan(page);
  let { results } = first;
  if (results.violations.length > 0 && (first.moved || !(await page.evaluate(atRest)))) {
    ({ results } = await scan(page));
  }
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}
