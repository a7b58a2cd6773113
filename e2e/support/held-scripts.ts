import type { Page } from '@playwright/test';

/**
 * Holds the app's scripts back, as a slow connection would, so a test can look at a page
 * the server sent drawn before the app takes it over. Returns what lets them through.
 */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
