import { expect, test, type Page } from '@playwright/test';
import { look } from '../support/look';
import { signedInState } from '../support/people';

/**
 * Issue 24 item 4: Mere holds Aroha's Ngata Household (30000001) with AccountRead. Every page
 * she can open says she has view-only access and offers no action she cannot take; the
 * server refuses the same (owner-only.spec.ts). Aroha's closed Ngata Bach (30000002) is not
 * offered a new mobile connection, and says why.
 */
const VIEW_ONLY = 'You have view-only access to this account';

async function openAsShown(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(VIEW_ONLY)).toBeVisible();
}

test.describe('Mere, with view-only access', () => {
  test.use({ storageState: signedInState.mere });
  test.setTimeout(120_000);

  test('sees on every page she can open that she may look, and no action she cannot take', async ({
    page,
  }) => {
    await test.step('dashboard', async () => {
      await openAsShown(page, '/?accountCode=30000001', 'My Dashboard');
      await expect(page.getByRole('heading', { level: 2, name: /Ngata Household/ })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Balance and bills' })).toBeVisible();
      for (const name of [
        'Pay now',
        'Make a payment',
        'Add a mobile connection',
        'Moving house?',
      ]) {
        await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
      }
      await expect(page.getByRole('region', { name: 'Offers for you' })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Do more with your account' })).toHaveCount(0);
      await look(page, 'view-only-dashboard');
    });

    await test.step('make a payment', async () => {
      await openAsShown(page, '/account/payment', 'Make a Payment');
      await expect(page.getByRole('region', { name: 'Your balance' })).toBeVisible();
      await expect(page.getByLabel('Amount to pay')).toHaveCount(0);
      await look(page, 'view-only-payment');
    });

    await test.step('payment method', async () => {
      await openAsShown(page, '/account/payment-method', 'Payment Method');
      await expect(page.getByRole('region', { name: 'How you pay now' })).toContainText(
        'Direct debit',
      );
      await expect(page.getByRole('button', { name: 'Change how you pay' })).toHaveCount(0);
      await expect(page.getByLabel(/Bank account number/)).toHaveCount(0);
    });

    await test.step('mobile', async () => {
      await openAsShown(page, '/mobile', 'Mobile');
      await expect(page.getByRole('heading', { name: 'Your mobile numbers' })).toBeVisible();
      const manage = page.getByRole('region', { name: /^Manage / });
      await expect(manage).toBeVisible();
      await expect(manage.getByRole('button')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Add a prepay number' })).toHaveCount(0);
      await look(page, 'view-only-mobile');
    });

    await test.step('change mobile plan', async () => {
      await openAsShown(page, '/mobile/change-plan', 'Change Mobile Plan');
      // The leader's line: plans that would strand its members say why they are not available.
      const capped = page.getByRole('listitem', { name: 'Essential 5GB' });
      await expect(capped.getByText('Not available')).toBeVisible();
      await expect(capped.getByText(/This number leads the group plan of/)).toBeVisible();
      await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Add-ons' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^(Add|Stop renewing|End) / })).toHaveCount(0);
      await look(page, 'view-only-change-plan');
    });

    await test.step('add a mobile connection', async () => {
      await openAsShown(page, '/mobile/add-mobile-connection', 'Add a Mobile Connection');
      await expect(page.getByRole('radiogroup', { name: /Choose a plan/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    });

    await test.step('pause a number', async () => {
      await openAsShown(page, '/mobile/pause-connection', 'Pause or Resume a Number');
      await expect(page.getByRole('button', { name: /^(Pause|Resume) this number$/ })).toHaveCount(
        0,
      );
    });

    await test.step('my details', async () => {
      await openAsShown(page, '/account/my-details', 'My Details');
      await expect(page.getByText('Billing email', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);
      await look(page, 'view-only-my-details');
    });

    await test.step('notification settings', async () => {
      await openAsShown(page, '/account/notifications', 'Notifications');
      await expect(
        page.getByRole('checkbox', { name: 'Mobile data used by email' }),
      ).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Save notification settings' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Add an email address' })).toHaveCount(0);
      await look(page, 'view-only-notifications');
    });

    await test.step('move house', async () => {
      await openAsShown(page, '/move-house', 'Move House');
      await expect(page.getByRole('form', { name: 'Where and when' })).toHaveCount(0);
      await look(page, 'view-only-move-house');
    });
  });
});

test.describe('Aroha, on her closed Ngata Bach', () => {
  test.use({ storageState: signedInState.aroha });

  test('is not offered a new mobile connection, and is told why', async ({ page }) => {
    await page.goto('/?accountCode=30000002');
    await expect(page.getByRole('heading', { level: 2, name: /Ngata Bach/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add a mobile connection' })).toHaveCount(0);

    await page.goto('/mobile/add-mobile-connection');
    await expect(page.getByText('This account is closed')).toBeVisible();
    await expect(
      page.getByText(/can't be added to Ngata Bach \(30000002\): it was closed on/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await look(page, 'closed-account-add-connection');
  });
});
