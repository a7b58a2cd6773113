import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  expectFocusOn,
  expectFocusTrapped,
  expectSkipLinkFirst,
  signInByKeyboard,
  tabTo,
} from '../support/keyboard';

/**
 * Issue 8 item 4: Ben tops up his prepay line with a saved card using only the keyboard.
 * It changes his balance, which the top-up tests read before and after their own top-ups,
 * so this file runs in the project after all of them (playwright.config.ts, "last").
 */
test('Ben tops up $7.00 with his saved Visa, by keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByKeyboard(page, 'ben@example.nz');
  await page.goto('/mobile/prepay-top-up?accountCode=30000101');
  await expect(page.getByRole('heading', { level: 1, name: 'Prepay Top-up' })).toBeVisible();
  await expectSkipLinkFirst(page);

  await test.step('the tabs follow the arrow keys', async () => {
    const topUpTab = page.getByRole('tab', { name: 'Top up' });
    await tabTo(page, topUpTab);
    await page.keyboard.press('ArrowRight');
    await expectFocusOn(page.getByRole('tab', { name: 'Autopay' }));
    await expect(page.getByRole('tabpanel', { name: 'Autopay' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expectFocusOn(topUpTab);
    await expect(page.getByRole('tabpanel', { name: 'Top up' })).toBeVisible();
  });

  const form = page.getByRole('region', { name: 'Top up 020 123 4570' });
  const topUp = form.getByRole('button', { name: 'Top up $7.00', exact: true });
  await test.step('how to pay, the saved card and the amount', async () => {
    await page.keyboard.press('Tab');
    const byCard = form.getByRole('radio', { name: 'Credit or debit card', exact: true });
    await expectFocusOn(byCard);
    await expect(byCard).toBeChecked();
    await page.keyboard.press('Tab');
    const visa = form.getByRole('radio', { name: 'Visa •••• 1111', exact: true });
    await expectFocusOn(visa);
    await expect(visa).toBeChecked();
    await tabTo(page, form.getByLabel('Top-up amount'), 5);
    await page.keyboard.type('7');
    // Past the one-tap amounts ($10.00 to $50.00) to the auto top-up choice.
    await page.keyboard.press('Tab');
    await expectFocusOn(form.getByRole('button', { name: '$10.00', exact: true }));
    await tabTo(page, form.getByRole('checkbox', { name: 'Set up Auto Top Up' }), 4);
    await page.keyboard.press('Tab');
    await expectFocusOn(topUp);
  });

  await test.step('the confirmation traps focus; Escape gives it back', async () => {
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Confirm your Top Up' });
    await expect(confirm).toContainText("We'll charge $7.00 to your Visa •••• 1111");
    const yes = confirm.getByRole('button', { name: 'Top up' });
    await expectFocusOn(yes);
    await expectFocusTrapped(page, confirm);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expectFocusOn(topUp);

    await page.keyboard.press('Enter');
    await expectFocusOn(yes);
    await page.keyboard.press('Enter');
  });

  await test.step('the success dialog, closed, leaves focus on the form', async () => {
    const done = page.getByRole('dialog', { name: 'Top up successful' });
    await expect(done).toContainText('$7.00 has been added to 020 123 4570.');
    const close = done.getByRole('button', { name: 'Close' });
    await expectFocusOn(close);
    await expectFocusTrapped(page, done);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(done).toHaveCount(0);
    // The form starts afresh for the next top-up; focus is on its button again, which no
    // longer names an amount.
    await expectFocusOn(form.getByRole('button', { name: 'Top up', exact: true }));
    await expect(form.getByLabel('Top-up amount')).toHaveValue('');
  });
});
