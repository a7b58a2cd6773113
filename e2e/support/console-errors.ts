import type { Page } from '@playwright/test';

/** Collects the errors the page logs to the console while a test runs (those `keep` keeps). */
export function watchConsoleErrors(
  page: Page,
  keep: (text: string) => boolean = () => true,
): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && keep(text)) errors.push(text);
  });
  return errors;
}
