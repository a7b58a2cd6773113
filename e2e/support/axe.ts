import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';

/** WCAG 2.2 A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

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
 * that starts around a scan (a dialog's opening fade, begun a frame after the page was seen
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

/**
 * axe-core, run in the page as it is. Its source goes in once per document, not once per
 * scan; the portal has no frames, so axe's one-page run sees everything (a scan through
 * @axe-core/playwright also opened a blank page per scan to merge frame results: twice the
 * time, for frames the portal does not have). Only violations come back in full: axe
 * still runs every rule, but skips describing each passing node (a third of a scan's time).
 */
async function runAxe(page: Page): Promise<AxeResults> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(axe.source);
  return page.evaluate(
    (values) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values },
        resultTypes: ['violations'],
      }),
    TAGS,
  );
}

async function scan(page: Page) {
  // Watched from before the page is seen at rest: a fade that starts between that check and
  // the scan (each a round trip, long on a loaded host) would otherwise go unnoticed.
  const stopWatching = await watchMotion(page);
  await animationsSettled(page);
  const results = await runAxe(page);
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
