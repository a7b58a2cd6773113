import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectNoSecretsStored } from '../support/browser-storage';
import { look } from '../support/look';
import { openSignedIn } from '../support/sign-in';

const NEXT_YEAR = String(new Date().getUTCFullYear() + 1);
/** Today in Auckland as the portal shows dates: dd/MM/yyyy. */
function nzToday(): string {
  const parts = new Intl.DateTimeFormat('en-NZ', {
    timeZone: 'Pacific/Auckland',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** "$1,234.56" → 123456 */
function cents(text: string): number {
  return Math.round(Number(text.replace(/[$,]/g, '')) * 100);
}

/** The hosted card page of the sandbox gateway (its own labels). */
async function payOnHostedPage(page: Page, cardNumber: string) {
  await page.waitForURL(/\/gateway\/pay\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  await page.getByLabel('Name on card').fill('Aroha Ngata');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry month').selectOption('08');
  await page.getByLabel('Expiry year').selectOption(NEXT_YEAR);
  await page.getByLabel('CVC').fill('123');
}

/** From /account/payment: $25.00 by a new card, confirmed, on to the gateway. */
async function startNewCardPayment(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Make a Payment' })).toBeVisible();
  await page.getByLabel('Amount to pay').fill('25.00');
  await page.getByRole('radio', { name: /New card/ }).check();
  await expect(page.getByText('Card payments have a 1.5% surcharge: $0.38')).toBeVisible();
  await expect(page.getByText('Total: $25.38')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $25.38' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay $25.38 by card?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function balanceOwing(page: Page): Promise<number> {
  const balance = page.getByRole('region', { name: 'Your balance' });
  await expect(balance).toBeVisible();
  // The figure reads "$25.00 incl. GST": amounts to pay are always incl. GST.
  const figure =
    (await balance
      .getByText(/^\$[\d,]+\.\d{2} incl\. GST$/)
      .first()
      .textContent()) ?? '';
  const text = figure.replace(' incl. GST', '');
  const credit = await balance.getByText('In credit').count();
  return credit > 0 ? -cents(text) : cents(text);
}

test('Aroha pays $25.00 with a new card: declined first, then approved, then sees it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openSignedIn(page, 'aroha');
  await page.goto('/account/payment?accountCode=30000001');
  const before = await balanceOwing(page);
  const dialog = await startNewCardPayment(page);
  await look(page, 'payment-confirm');
  await dialog.getByRole('button', { name: 'Pay $25.38' }).click();

  await payOnHostedPage(page, '4000 0000 0000 0002');
  await look(page, 'gateway-card-page');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await page.waitForURL(/\/onlinepayments\?/);
  await expect(page.getByText('Payment declined')).toBeVisible();
  await expect(page.getByText(/Card declined/)).toBeVisible();
  await look(page, 'onlinepayments-declined');
  // The query's status is not believed: the server's record says declined.
  const declinedUrl = new URL(page.url());
  declinedUrl.searchParams.set('status', 'OK');
  await page.goto(declinedUrl.pathname + declinedUrl.search);
  await expect(page.getByText('Payment declined')).toBeVisible();
  await expect(page.getByText('Payment approved')).toHaveCount(0);

  await page.getByRole('link', { name: 'Try again' }).click();
  const again = await startNewCardPayment(page);
  await again.getByRole('button', { name: 'Cancel' }).click();
  // Saved, the card is also on the receipt (the gateway describes only cards it keeps).
  await page.getByRole('checkbox', { name: 'Save this card for future payments' }).check();
  await page.getByRole('button', { name: 'Pay $25.38' }).click();
  await page
    .getByRole('dialog', { name: 'Pay $25.38 by card?' })
    .getByRole('button', { name: 'Pay $25.38' })
    .click();
  await payOnHostedPage(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await page.waitForURL(/\/onlinepayments\?/);
  const reference = new URL(page.url()).searchParams.get('transaction_local_id') ?? '';
  const receipt = page.getByRole('region', { name: 'Payment approved' });
  await expect(receipt).toBeVisible();
  for (const text of ['$25.00', '$0.38', '$25.38', 'Visa •••• 1111', nzToday(), reference]) {
    await expect(receipt).toContainText(text);
  }
  await look(page, 'onlinepayments-approved');

  await page.getByRole('link', { name: 'View transaction history' }).click();
  await expect(page).toHaveURL(/\/account\/transaction-history/);
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Card payment - thank you' })
    .filter({ hasText: nzToday() })
    .filter({ hasText: '-$25.00' });
  await expect(row).toHaveCount(1);

  await page.goto('/account/payment');
  expect(await balanceOwing(page)).toBe(before - 2500);
  // Neither card typed on the gateway's page, nor its token, stays in the browser.
  await expectNoSecretsStored(page, ['4111 1111 1111 1111', '4000 0000 0000 0002']);
});

test('/onlinepayments shows a cancelled payment, a declined bank payment and a bad link', async ({
  page,
}) => {
  // Two trips through the gateway and three checked screenshots: 28–33 s on a slow host.
  test.setTimeout(60_000);
  await openSignedIn(page, 'aroha');
  await page.goto('/account/payment?accountCode=30000001');
  const dialog = await startNewCardPayment(page);
  await dialog.getByRole('button', { name: 'Pay $25.38' }).click();
  await page.waitForURL(/\/gateway\/pay\//);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/\/onlinepayments\?/);
  await expect(
    page.getByText('Your payment was cancelled. You have not been charged.'),
  ).toBeVisible();
  await look(page, 'onlinepayments-cancelled');

  await page.goto('/account/payment');
  await page.getByLabel('Amount to pay').fill('10');
  await page.getByRole('radio', { name: /Online banking/ }).check();
  await page.getByRole('button', { name: 'Pay $10.00' }).click();
  await page
    .getByRole('dialog', { name: 'Pay $10.00 by online banking?' })
    .getByRole('button', { name: 'Pay $10.00' })
    .click();
  await page.waitForURL(/\/gateway\/pay\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox Bank' })).toBeVisible();
  await look(page, 'gateway-bank-page');
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/\/onlinepayments\?/);
  await expect(page.getByText('Payment declined')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();

  await page.goto('/onlinepayments?status=OK');
  await expect(page.getByText("We couldn't find this payment")).toBeVisible();
  await page.goto('/onlinepayments?transaction_local_id=nope&transactionGuid=gtx_nope&status=OK');
  await expect(page.getByText("We couldn't find this payment")).toBeVisible();
  await look(page, 'onlinepayments-not-found');
});

test('Aroha sets up direct debit after a wrong bank account is refused', async ({ page }) => {
  // Typing, two submissions and three checked screenshots: over 30 s on a slow host.
  test.setTimeout(60_000);
  await openSignedIn(page, 'aroha');
  await page.goto('/account/payment-method?accountCode=30000001');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Method' })).toBeVisible();
  // She pays by direct debit already: her account shows, and the form opens on Change.
  await expect(page.getByRole('region', { name: 'How you pay now' })).toContainText(
    'From Aroha Ngata, bank account 12-3012-•••••89-00',
  );
  await expect(page.getByLabel('Bank account number')).toHaveCount(0);
  await look(page, 'payment-method-direct-debit');
  await page.getByRole('button', { name: 'Change how you pay' }).click();
  await expect(page.getByText("7 days' notice before each debit")).toBeVisible();
  // As it first shows, routes.spec.ts scans it with axe as the same person.

  const bank = page.getByLabel('Bank account number');
  await bank.pressSequentially('1231400171324');
  await expect(bank).toHaveValue('12-3140-0171324');
  await bank.pressSequentially('50');
  await page.getByLabel('Account name').fill('Aroha Ngata');
  await page.getByRole('button', { name: 'Set up direct debit' }).click();
  await expect(
    page.getByText('Please enter a valid New Zealand bank account number'),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Please check and agree for all the conditions in order to proceed to the next step',
    ),
  ).toBeVisible();
  await look(page, 'payment-method-errors');

  await bank.fill('12-3140-0171323-50');
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Set up direct debit' }).click();
  await expect(page.getByText('Automatic payments are set up by direct debit.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'How you pay now' })).toContainText(
    'From Aroha Ngata, bank account 12-3140-•••••23-50',
  );
  await look(page, 'payment-method-done');
});

test('Liam pays his bills by a new Visa added on the payment method page', async ({ page }) => {
  await openSignedIn(page, 'liam');
  await page.goto('/account/payment-method?accountCode=30000401');
  // Fortnightly billing: the short notice applies.
  await expect(page.getByText("2 days' notice before each debit")).toBeVisible();
  await page.getByRole('tab', { name: 'Card' }).click();
  await page.getByLabel('Cardholder name').fill('Liam Chen');
  await page.getByLabel('Card number').fill('4111111111111111');
  await page.getByLabel('Expiry month').selectOption('8');
  await page.getByLabel('Expiry year').selectOption(NEXT_YEAR);
  await page.getByLabel('CVV/CVC').fill('123');
  await look(page, 'payment-method-card');
  await page.getByRole('button', { name: 'Save card and pay bills by card' }).click();
  await expect(page.getByText('Automatic payments are set up by card.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'How you pay now' })).toContainText(
    'Visa •••• 1111',
  );
  await expect(page.getByRole('region', { name: 'Saved cards' })).toContainText('Visa •••• 1111');
});

test('Fiona, a farm-source account, is offered no payment', async ({ page }) => {
  await openSignedIn(page, 'fiona');
  await page.goto('/account/payment?accountCode=30000201');
  await expect(page.getByRole('heading', { level: 1, name: 'Make a Payment' })).toBeVisible();
  await expect(page.getByText('Statements only for this account')).toBeVisible();
  await expect(page.getByLabel('Amount to pay')).toHaveCount(0);
  await look(page, 'payment-farm');
  await page.goto('/account/payment-method');
  await expect(page.getByText('Statements only for this account')).toBeVisible();
  await expect(page.getByLabel('Bank account number')).toHaveCount(0);
});

test('Mere, an authorised read user, sees but cannot pay or change the method', async ({
  page,
}) => {
  await openSignedIn(page, 'mere');
  await page.goto('/account/payment?accountCode=30000001');
  await expect(page.getByText('You have view-only access to this account')).toBeVisible();
  await expect(page.getByLabel('Amount to pay')).toHaveCount(0);
  await page.goto('/account/payment-method');
  await expect(page.getByText('You have view-only access to this account')).toBeVisible();
  await expectNoAxeViolations(page);
});
