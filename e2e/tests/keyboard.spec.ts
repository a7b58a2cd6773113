import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  expectFocusOn,
  expectFocusTrapped,
  expectSkipLinkFirst,
  press,
  signInByKeyboard,
  tabTo,
} from '../support/keyboard';

/**
 * Issue 8 item 4: Kiri signs in and pays a bill with a new card using only the keyboard.
 * Kiri, because no other test reads her balance or saved cards, so paying here changes
 * nothing another test asserts while they run side by side. Ben's keyboard top-up is in
 * keyboard-top-up.spec.ts, which runs after the other top-up tests.
 */
const NEXT_YEAR = String(new Date().getUTCFullYear() + 1);

test('Kiri signs in and pays $12.50 by a new card, by keyboard only', async ({ page }) => {
  test.setTimeout(120_000);

  await test.step('sign in from /login through the identity provider', async () => {
    await signInByKeyboard(page, 'kiri@example.nz');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    await expectSkipLinkFirst(page);
  });

  await test.step('from the dashboard to the payment page', async () => {
    const balance = page.getByRole('region', { name: 'Balance and bills' });
    // 'Pay now' while something is owing; at $0 or in credit the quiet 'Make a payment'.
    const pay = balance.getByRole('link', { name: /^(Pay now|Make a payment)$/ });
    await tabTo(page, pay, 40);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Make a Payment' })).toBeVisible();
    // Moving to another page puts focus at the start of its content, not back at the top.
    await expect(page.locator('main')).toBeFocused();
  });

  await test.step('amount and method, then the confirmation dialog', async () => {
    // A person waits for the form to show before moving into it.
    await expect(page.getByLabel('Amount to pay')).toBeEditable();
    await page.keyboard.press('Tab');
    await expectFocusOn(page.getByLabel('Amount to pay'));
    await page.keyboard.type('12.50');
    // While something is owing its amount is offered as a choice first (a button); then one
    // stop for the radio group, on its chosen option; arrows move the choice.
    await tabTo(page, page.getByRole('radio', { name: /New card/ }), 2);
    await expect(page.getByRole('radio', { name: /New card/ })).toBeChecked();
    await page.keyboard.press('ArrowDown');
    await expectFocusOn(page.getByRole('radio', { name: /Online banking/ }));
    await expect(page.getByRole('radio', { name: /Online banking/ })).toBeChecked();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('radio', { name: /New card/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expectFocusOn(page.getByRole('checkbox', { name: 'Save this card for future payments' }));
    await page.keyboard.press('Tab');
    const pay = page.getByRole('button', { name: 'Pay $12.69' });
    await expectFocusOn(pay);

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Pay $12.69 by card?' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Pay $12.69' });
    await expectFocusOn(confirm);
    await expectFocusTrapped(page, dialog);
    await expectNoAxeViolations(page);
    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expectFocusOn(pay);
    await page.keyboard.press('Enter');
    await expectFocusOn(confirm);
    await page.keyboard.press('Shift+Tab');
    await expectFocusOn(dialog.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Tab');
    await expectFocusOn(confirm);
    await page.keyboard.press('Enter');
  });

  await test.step("the gateway's card page, then the receipt", async () => {
    await page.waitForURL(/\/gateway\/pay\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expectFocusOn(page.getByLabel('Name on card'));
    await page.keyboard.type('Kiri Walker');
    await page.keyboard.press('Tab');
    await expectFocusOn(page.getByLabel('Card number'));
    await page.keyboard.type('4111 1111 1111 1111');
    await page.keyboard.press('Tab');
    const month = page.getByLabel('Expiry month');
    await expectFocusOn(month);
    // A closed select takes what is typed, as it does for anyone at a keyboard.
    await page.keyboard.type('08');
    await expect(month).toHaveValue('08');
    await page.keyboard.press('Tab');
    const year = page.getByLabel('Expiry year');
    await expectFocusOn(year);
    await page.keyboard.type(NEXT_YEAR);
    await expect(year).toHaveValue(NEXT_YEAR);
    await page.keyboard.press('Tab');
    await expectFocusOn(page.getByLabel('CVC'));
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await expectFocusOn(page.getByRole('button', { name: 'Pay $12.69' }));
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/onlinepayments\?/);
    const receipt = page.getByRole('region', { name: 'Payment approved' });
    await expect(receipt).toContainText('$12.69');
    await expectSkipLinkFirst(page);
    await press(page, 'Tab', 2);
    await expectFocusOn(page.getByRole('link', { name: 'Back to dashboard' }));
  });
});
