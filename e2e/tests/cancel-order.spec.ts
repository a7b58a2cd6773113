import { expect, test } from '@playwright/test';
import { look } from '../support/look';
import { signedInState } from '../support/people';

/**
 * Issue 23, item 8a: Kiri (fibre on 30000301, no power) books a move of her broadband,
 * changes her mind and cancels it before the day; the form is back and nothing is pending.
 * A run that finds her move already booked (a crash mid-test) cancels that one.
 */
const nzDateIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-GB', {
    timeZone: 'Pacific/Auckland',
  });

test.use({ storageState: signedInState.kiri });

test('Kiri books a move, then cancels it before its day', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/move-house');
  await expect(page.getByRole('heading', { level: 1, name: 'Move House' })).toBeVisible();
  const booked = page.getByRole('status').filter({ hasText: 'Your move is booked' });
  const details = page.getByRole('form', { name: 'Where and when' });
  await expect(details.or(booked)).toBeVisible();

  if (await details.isVisible()) {
    await details.getByLabel('Street address').fill('48 Tōtara Avenue');
    await details.getByLabel('Town or city').fill('Tauranga');
    await details.getByLabel('Postcode').fill('3110');
    await details.getByLabel('Moving date').fill(nzDateIn(14));
    await details.getByRole('button', { name: 'Review move' }).click();
    await page
      .getByRole('region', { name: 'Check your move' })
      .getByRole('button', { name: 'Book my move' })
      .click();
    await expect(booked).toContainText('Move of broadband to 48 Tōtara Avenue');
  }

  const cancel = booked.getByRole('button', { name: /^Cancel: Move of broadband to/ });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText('will not go ahead');
  // The safe choice has the focus: Enter keeps the move.
  await expect(dialog.getByRole('button', { name: 'Keep order' })).toBeFocused();
  await look(page, 'cancel-order-dialog');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();

  await expect(page.getByText(/is cancelled; nothing will change\./)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(details).toBeVisible();
  await expect(booked).toHaveCount(0);
  await look(page, 'cancel-order-done');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /dashboard/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Move of broadband/ })).toHaveCount(0);
});
