import { expect, test } from '@playwright/test';
import { look } from '../support/look';
import { signedInState } from '../support/people';

/**
 * My details holds a dozen sections: its "On this page" index takes Aroha to any of them,
 * by keyboard, with focus on the section's heading and the heading clear of the header.
 */
test.use({ storageState: signedInState.aroha });

test('Aroha reaches a section of My details from its index, by keyboard', async ({ page }) => {
  await page.goto('/account/my-details?accountCode=30000001');
  const index = page.getByRole('navigation', { name: 'On this page' });
  // The account's own sections join the index once it has loaded.
  await expect(index.getByRole('link', { name: 'Authorised users' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where you’re signed in' })).toBeVisible();

  const links = await index.getByRole('link').all();
  expect(links.length).toBeGreaterThanOrEqual(12);
  for (const link of links) {
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^#[a-z-]+$/);
    await expect(page.locator(`h2${href}`)).toHaveText((await link.textContent()) ?? '');
  }

  await index.getByRole('link', { name: 'Your data' }).focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: 'Your data', level: 2 });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // Below the fixed header, not under it.
  const header = await page.getByRole('banner').boundingBox();
  const top = await heading.boundingBox();
  expect(top?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  // The next Tab goes on from the section, not from the top of the page.
  await page.keyboard.press('Tab');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section.locator(':focus')).toHaveCount(1);
  await look(page, 'my-details-index');
});
