import type { Page } from '@playwright/test';

/** Collects what the browser refused under our Content-Security-Policy while a test runs. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && text.includes('Content Security Policy')) {
      violations.push(text);
    }
  });
  return violations;
}
