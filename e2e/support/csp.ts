import type { Page } from '@playwright/test';
import { watchConsoleErrors } from './console-errors';

/** Collects what the browser refused under our Content-Security-Policy while a test runs. */
export function watchCspViolations(page: Page): string[] {
  return watchConsoleErrors(page, (text) => text.includes('Content Security Policy'));
}
