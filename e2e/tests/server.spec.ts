import { expect, test } from '@playwright/test';
import { watchCspViolations } from '../support/csp';

test('/readyz answers 200 once the server is up', async ({ request }) => {
  const response = await request.get('/readyz');
  expect(response.status()).toBe(200);
});

test('the API documentation page loads under the strict CSP', async ({ page }) => {
  const refused = watchCspViolations(page);
  await page.goto('/api/docs');
  // Swagger UI reads the whole description (about 0.5 MB) before it draws: some 5 s on an
  // idle 2-core machine, more beside other tests.
  await expect(page.getByText('Portal API', { exact: false }).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('/readyz').first()).toBeVisible();
  // Known gap (issue 8 note): since the style-src nonce replaced 'unsafe-inline', Swagger UI's
  // own run-time inline style is refused; the page still works. Scripts must never be refused.
  expect(refused.filter((message) => !message.startsWith('Applying inline style'))).toEqual([]);
});
