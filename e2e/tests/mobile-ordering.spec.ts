import { expect, test } from '@playwright/test';
import { look } from '../support/look';
import { openSignedIn } from '../support/sign-in';

const PAGE = '/mobile/add-mobile-connection?accountCode=30000001';

// Each run orders a number no line or order holds, so the order found below is this run's.
test('Aroha orders a new line with an eSIM and sees it under Your orders', async ({ page }) => {
  // Four axe scans (two pages, desktop and phone) and an order: more than the default 30 s.
  test.setTimeout(120_000);
  await openSignedIn(page, 'aroha');
  await page.goto(PAGE);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Add a Mobile Connection' }),
  ).toBeVisible();
  // Her group (leader on 60GB, two members of four) has room: member plans come first.
  const plans = page.getByRole('radio');
  await expect(plans.first()).toHaveAccessibleName(/Group Plan Member/);
  await expect(page.getByRole('radio', { name: /Business Endless/ })).toHaveCount(0);
  await look(page, 'ordering-plan');

  const carryover = page.getByRole('radio', { name: /Carryover 15GB/ });
  await carryover.check();
  await expect(carryover).toBeChecked();
  // The chosen card shows it: the theme's primary border, not the grey of the others. The
  // border eases to its colour, so it is read until the easing has begun.
  const border = (card: typeof carryover) =>
    card.evaluate((element) => getComputedStyle(element).borderTopColor);
  const grey = await border(plans.first());
  await expect.poll(() => border(carryover)).not.toBe(grey);
  await look(page, 'ordering-plan-chosen');
  await page.getByRole('button', { name: 'Next' }).click();

  const numbers = page.getByRole('radiogroup', { name: /Choose your new number/ });
  const firstNumber = numbers.getByRole('radio').first();
  await expect(firstNumber).toBeVisible();
  const number = (await firstNumber.getAttribute('value')) ?? '';
  expect(number).toMatch(/^022\d{7}$/);
  const shown = `${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}`;
  await firstNumber.check();
  await look(page, 'ordering-number');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('radio', { name: /eSIM/ }).check();
  await expect(page.getByLabel('Street address')).toHaveCount(0);
  await look(page, 'ordering-hardware');
  await page.getByRole('button', { name: 'Next' }).click();

  const review = page.getByLabel('Your order', { exact: true });
  await expect(review).toContainText('Carryover 15GB');
  await expect(review).toContainText(`${shown} (new number)`);
  await expect(review).toContainText('$50.00');
  await look(page, 'ordering-review');
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page.getByText(`Your order for ${shown} has been placed.`)).toBeVisible();
  const order = page.getByRole('listitem', { name: `Order for ${shown}` });
  await expect(order).toContainText('Submitted');
  await expect(order).toContainText('eSIM');
  await look(page, 'ordering-done');

  // The order is stored: it is still there after a reload, and the number is no longer offered.
  await page.reload();
  await expect(page.getByRole('listitem', { name: `Order for ${shown}` })).toBeVisible();
  await page.getByRole('radio', { name: /Carryover 15GB/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(numbers.getByRole('radio').first()).toBeVisible();
  await expect(numbers.getByRole('radio', { name: shown })).toHaveCount(0);
});
