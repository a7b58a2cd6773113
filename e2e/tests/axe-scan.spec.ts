import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';

// The scan every page test relies on: it must fail on a page that breaks WCAG, and name what.
test('the axe scan fails a page with a problem, naming the rule, and passes a sound one', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><title>Sound</title><main><h1>Sound</h1><p>All good.</p></main></html>',
  );
  await expectNoAxeViolations(page);

  await page.setContent(
    '<html lang="en"><title>Broken</title><main><h1>Broken</h1><img src="data:,"><button></button></main></html>',
  );
  const failure = await expectNoAxeViolations(page).then(
    () => 'no violation found',
    (error: unknown) => String(error),
  );
  expect(failure).toContain('image-alt');
  expect(failure).toContain('button-name');
});
