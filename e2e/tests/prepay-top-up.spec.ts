import { expect, test, type Locator, type Page } from '@playwright/test';
import { look } from '../support/look';
import { openSignedIn } from '../support/sign-in';

const ACCOUNT = '30000101';
const LINE = '0201234570';
const CONFIGURATION = `/api/recharge/v1/configuration/accounts/${ACCOUNT}/serviceEntities/${LINE}`;
const NEXT_YEAR = String(new Date().getUTCFullYear() + 1);

interface SavedCard {
  cardId: string;
  type: string;
  maskedNumber: string;
}
interface Configuration {
  balance: number;
  savedCards: SavedCard[];
}

// Every test changes Ben's one line; they run one after another, each putting it back.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function configuration(page: Page): Promise<Configuration> {
  const response = await page.request.get(CONFIGURATION);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Configuration }).data;
}

const endsIn = (card: SavedCard, last4: string) => card.maskedNumber.endsWith(last4);

/** Ben's demo cards, as the seed made them (the first test sees them untouched). */
let demoCards: { visa: string; mastercard: string } | null = null;

async function openTopUp(page: Page) {
  await openSignedIn(page, 'ben');
  const config = await configuration(page);
  demoCards ??= {
    visa: config.savedCards.find((card) => endsIn(card, '1111'))?.cardId ?? '',
    mastercard: config.savedCards.find((card) => endsIn(card, '4444'))?.cardId ?? '',
  };
  await page.goto(`/mobile/prepay-top-up?accountCode=${ACCOUNT}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Prepay Top-up' })).toBeVisible();
}

/**
 * Ben's settings as the demo data has them: Autopay and the low-balance auto top-up ($20
 * under $5) on the Visa, a $30 monthly auto top-up on the 15th; cards saved by a test go.
 */
async function restore(page: Page) {
  if (demoCards === null) return;
  const { visa } = demoCards;
  const put = (rest: string, data: object) =>
    page.request.put(`${CONFIGURATION}${rest}`, { data: { ...data, termsAccepted: true } });
  await put('/autoPay', { cardId: visa });
  await put('/autotopup', {
    cardId: visa,
    topupAmountIncludingGst: 2000,
    lowBalanceThresholdIncludingGst: 500,
    requiresCustomerConfirmation: false,
  });
  await put('/monthlyAutoTopup', {
    targetServiceEntity: LINE,
    cardId: visa,
    dayOfMonth: 15,
    topupAmountIncludingGst: 3000,
  });
  const kept = new Set([demoCards.visa, demoCards.mastercard]);
  for (const card of (await configuration(page)).savedCards) {
    if (!kept.has(card.cardId)) {
      await page.request.delete(`/api/payments/v2/accounts/${ACCOUNT}/creditcards/${card.cardId}`);
    }
  }
}

test.afterEach(async ({ page }) => {
  await restore(page);
});

/** The balance the page shows, in cents. */
async function shownBalance(page: Page): Promise<number> {
  const text = await page
    .getByRole('region', { name: 'Prepay balance' })
    .getByText(/^\$[\d,]+\.\d{2}$/)
    .textContent();
  return Math.round(Number((text ?? '').replace(/[$,]/g, '')) * 100);
}

const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-NZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const topUpForm = (page: Page) => page.getByRole('region', { name: 'Top up 020 123 4570' });

/** Fills the form and presses its button; returns the confirmation dialog. */
async function askToTopUp(page: Page, amount: string, title = 'Confirm your Top Up') {
  const form = topUpForm(page);
  await form.getByLabel('Top-up amount').fill(amount);
  await form.getByRole('button', { name: 'Top up' }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeResult(page: Page, title: string): Promise<Locator> {
  const result = page.getByRole('dialog', { name: title });
  await expect(result).toBeVisible();
  return result;
}

/** The sandbox gateway's card page (its own labels). */
async function payOnCardPage(page: Page, cardNumber: string) {
  await page.waitForURL(/\/gateway\/pay\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  await page.getByLabel('Name on card').fill('Ben Carter');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry month').selectOption('08');
  await page.getByLabel('Expiry year').selectOption(NEXT_YEAR);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/mobile\/prepay-top-up/);
}

test('Ben tops up $20 with his saved Mastercard', async ({ page }) => {
  await openTopUp(page);
  const before = await shownBalance(page);
  await look(page, 'prepay-top-up');
  await topUpForm(page).getByRole('radio', { name: 'Mastercard •••• 4444', exact: true }).check();
  const dialog = await askToTopUp(page, '20');
  await expect(dialog).toContainText(
    "We'll charge $20.00 to your Mastercard •••• 4444 and add it to 020 123 4570.",
  );
  await look(page, 'prepay-top-up-confirm');
  await dialog.getByRole('button', { name: 'Top up' }).click();
  const done = await closeResult(page, 'Top up successful');
  await expect(done).toContainText(`Your balance is now ${money(before + 2000)}.`);
  await look(page, 'prepay-top-up-success');
  await done.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => shownBalance(page)).toBe(before + 2000);
});

test('Ben tops up with a new card and saves it', async ({ page }) => {
  await openTopUp(page);
  const before = await shownBalance(page);
  const form = topUpForm(page);
  await form.getByRole('radio', { name: 'New card', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Save this card for future top-ups' }).check();
  const dialog = await askToTopUp(page, '10,50');
  await expect(dialog).toContainText('$10.50 will be added to 020 123 4570');
  await dialog.getByRole('button', { name: 'Top up' }).click();
  await payOnCardPage(page, '4111 1111 1111 1111');

  const done = await closeResult(page, 'Top up successful');
  await expect(done).toContainText('Your card has been saved for next time.');
  await look(page, 'prepay-top-up-returned');
  await done.getByRole('button', { name: 'Close' }).click();
  // The return's query is gone, so a reload does not process it again.
  await expect(page).toHaveURL(/\/mobile\/prepay-top-up\?tab=topUp$/);
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain(
    'portal.prepay.pendingTopUp',
  );
  await expect.poll(() => shownBalance(page)).toBe(before + 1050);
  const visas = topUpForm(page).getByRole('radio', { name: 'Visa •••• 1111', exact: true });
  await expect(visas).toHaveCount(2);
});

test('a declined card shows the failure and leaves the balance as it was', async ({ page }) => {
  await openTopUp(page);
  const before = await shownBalance(page);
  await topUpForm(page).getByRole('radio', { name: 'New card', exact: true }).check();
  const dialog = await askToTopUp(page, '20');
  await dialog.getByRole('button', { name: 'Top up' }).click();
  await payOnCardPage(page, '4000 0000 0000 0002');

  const failed = await closeResult(page, 'Top up declined');
  await expect(failed).toContainText('your balance has not changed');
  await look(page, 'prepay-top-up-declined');
  await failed.getByRole('button', { name: 'Close' }).click();
  expect(await shownBalance(page)).toBe(before);
});

test('Ben tops up by online banking: approved, then declined', async ({ page }) => {
  await openTopUp(page);
  const before = await shownBalance(page);
  await topUpForm(page).getByRole('radio', { name: 'Online banking', exact: true }).check();
  let dialog = await askToTopUp(page, '15');
  await expect(dialog).toContainText("You'll go to your bank's page to approve $15.00.");
  await dialog.getByRole('button', { name: 'Top up' }).click();
  await page.waitForURL(/\/gateway\/pay\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Sandbox Bank' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/mobile\/prepay-top-up/);
  const done = await closeResult(page, 'Top up successful');
  await expect(done).toContainText(`Your balance is now ${money(before + 1500)}.`);
  await done.getByRole('button', { name: 'Close' }).click();

  await topUpForm(page).getByRole('radio', { name: 'Online banking', exact: true }).check();
  dialog = await askToTopUp(page, '15');
  await dialog.getByRole('button', { name: 'Top up' }).click();
  await page.waitForURL(/\/gateway\/pay\//);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.waitForURL(/\/mobile\/prepay-top-up/);
  const failed = await closeResult(page, 'Top up declined');
  await failed.getByRole('button', { name: 'Close' }).click();
  expect(await shownBalance(page)).toBe(before + 1500);
});

test('Ben redeems voucher 123456789012 once; a second use and 000000000000 are refused', async ({
  page,
}) => {
  await openTopUp(page);
  const before = await shownBalance(page);
  const form = topUpForm(page);
  await form.getByRole('radio', { name: 'Voucher', exact: true }).check();
  const voucher = form.getByLabel('Voucher number');
  const redeem = async (number: string) => {
    await voucher.fill(number);
    await form.getByRole('button', { name: 'Top up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your Top Up' });
    await dialog.getByRole('button', { name: 'Top up' }).click();
    return dialog;
  };
  await redeem('1234 5678 9012');
  const done = await closeResult(page, 'Top up successful');
  await expect(done).toContainText(`Your balance is now ${money(before + 2000)}.`);
  await done.getByRole('button', { name: 'Close' }).click();

  await form.getByRole('radio', { name: 'Voucher', exact: true }).check();
  let refused = await redeem('123456789012');
  await expect(refused.getByRole('alert')).toContainText('That voucher has already been used.');
  await refused.getByRole('button', { name: 'Cancel' }).click();
  refused = await redeem('000000000000');
  await expect(refused.getByRole('alert')).toContainText('That voucher number is not valid.');
  await look(page, 'prepay-top-up-voucher-refused');
  await refused.getByRole('button', { name: 'Cancel' }).click();
  expect(await shownBalance(page)).toBe(before + 2000);
});

test('Ben deletes Autopay and sets it up again', async ({ page }) => {
  await openTopUp(page);
  await page.getByRole('tab', { name: 'Autopay' }).click();
  await expect(page).toHaveURL(/tab=autoPay/);
  const panel = page.getByRole('tabpanel', { name: 'Autopay' });
  await expect(panel).toContainText('Autopay is on for 020 123 4570, using your Visa •••• 1111.');
  await look(page, 'prepay-autopay');
  await panel.getByRole('button', { name: 'Delete Autopay' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete Autopay' });
  await remove.getByRole('button', { name: 'Delete Autopay' }).click();
  const removed = await closeResult(page, 'Autopay has been deleted');
  await removed.getByRole('button', { name: 'Close' }).click();

  await panel.getByRole('radio', { name: 'Visa •••• 1111', exact: true }).check();
  await panel.getByRole('button', { name: 'Set up Autopay' }).click();
  await expect(
    panel.getByText(
      'Please check and agree for all the conditions in order to proceed to the next step',
    ),
  ).toBeVisible();
  await look(page, 'prepay-autopay-terms');
  await panel.getByRole('checkbox', { name: /I accept the Autopay terms/ }).check();
  await panel.getByRole('button', { name: 'Set up Autopay' }).click();
  const setUp = page.getByRole('dialog', { name: 'Set up Autopay' });
  await setUp.getByRole('button', { name: 'Set up Autopay' }).click();
  const done = await closeResult(page, 'Autopay has been set up');
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toContainText('Autopay is on for 020 123 4570');
});

test('Ben sets up a low-balance Auto Top Up and a monthly one on day 28 (not 29)', async ({
  page,
}) => {
  await openTopUp(page);
  const form = topUpForm(page);
  await form.getByRole('radio', { name: 'Mastercard •••• 4444', exact: true }).check();
  await form.getByLabel('Top-up amount').fill('25');
  await form.getByRole('checkbox', { name: 'Set up Auto Top Up' }).check();
  await form.getByLabel('When my balance falls below').fill('6');
  await form.getByRole('checkbox', { name: /I accept the Auto Top Up terms/ }).check();
  await look(page, 'prepay-auto-top-up-form');
  await form.getByRole('button', { name: 'Set up Auto Top Up' }).click();
  const lowBalance = page.getByRole('dialog', { name: 'Set up Auto Top Up' });
  await expect(lowBalance).toContainText(
    "When the balance of 020 123 4570 falls below $6.00, we'll top it up by $25.00 from your Mastercard •••• 4444.",
  );
  await lowBalance.getByRole('button', { name: 'Set up Auto Top Up' }).click();
  let done = await closeResult(page, 'Auto Top Up has been set up');
  await done.getByRole('button', { name: 'Close' }).click();
  const list = page.getByRole('region', { name: 'Your Auto Top Ups' });
  await expect(list).toContainText('$25.00 when the balance of 020 123 4570 falls below $6.00');

  await form.getByRole('radio', { name: 'Mastercard •••• 4444', exact: true }).check();
  await form.getByLabel('Top-up amount').fill('30');
  await form.getByRole('checkbox', { name: 'Set up Auto Top Up' }).check();
  await form.getByRole('radio', { name: 'Every month', exact: true }).check();
  const day = form.getByLabel('Day of the month');
  await day.fill('29');
  // Leaving the field says what is wrong with it, before anything is sent.
  await day.press('Tab');
  await expect(form.getByText('Choose a day from 1 to 28.')).toBeVisible();
  await form.getByRole('checkbox', { name: /I accept the Auto Top Up terms/ }).check();
  await form.getByRole('button', { name: 'Set up Auto Top Up' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await look(page, 'prepay-monthly-day-29');
  await day.fill('28');
  await form.getByRole('button', { name: 'Set up Auto Top Up' }).click();
  const monthly = page.getByRole('dialog', { name: 'Set up Monthly Auto Top Up' });
  await monthly.getByRole('button', { name: 'Set up Auto Top Up' }).click();
  done = await closeResult(page, 'Monthly Auto Top Up has been set up');
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(list).toContainText('$30.00 on the 28th of each month from Mastercard •••• 4444');
  await look(page, 'prepay-auto-top-ups');

  await list.getByRole('button', { name: 'Delete Monthly Auto Top Up of 020 123 4570' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete Auto Top Up' });
  await remove.getByRole('button', { name: 'Delete Auto Top Up' }).click();
  done = await closeResult(page, 'Auto Top Up has been deleted');
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(list).not.toContainText('Monthly Auto Top Up');
});

test('Ben adds a new card; a declined one is refused in the dialog', async ({ page }) => {
  await openTopUp(page);
  await topUpForm(page).getByRole('button', { name: 'Add new card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new card' });
  await expect(dialog).toContainText('Nothing is charged.');
  const enter = async (number: string) => {
    await dialog.getByLabel(/Cardholder name/).fill('Ben Carter');
    await dialog.getByLabel(/Card number/).fill(number);
    await dialog.getByLabel(/Expiry month/).selectOption('8');
    await dialog.getByLabel(/Expiry year/).selectOption(NEXT_YEAR);
    await dialog.getByLabel(/CVV\/CVC/).fill('123');
  };
  await enter('4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Card declined');
  await look(page, 'prepay-add-card-declined');

  await enter('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const done = await closeResult(page, 'Success!');
  await expect(done).toContainText('Your card has been saved.');
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('radio', { name: 'Visa •••• 4242', exact: true })).toBeVisible();
  expect((await configuration(page)).savedCards.some((card) => endsIn(card, '4242'))).toBe(true);
});

test('Ben saves an American Express card: prepay takes every card type', async ({ page }) => {
  await openTopUp(page);
  await topUpForm(page).getByRole('button', { name: 'Add new card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new card' });
  await dialog.getByLabel(/Cardholder name/).fill('Ben Carter');
  await dialog.getByLabel(/Card number/).fill('378282246310005');
  await expect(dialog.getByLabel(/Card number/)).toHaveValue('3782 822463 10005');
  await dialog.getByLabel(/Expiry month/).selectOption('8');
  await dialog.getByLabel(/Expiry year/).selectOption(NEXT_YEAR);
  await dialog.getByLabel(/CVV\/CVC/).fill('1234');
  await look(page, 'prepay-add-amex');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  const done = await closeResult(page, 'Success!');
  await expect(done).toContainText('Your card has been saved.');
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('radio', { name: 'Amex •••• 0005', exact: true })).toBeVisible();
  expect((await configuration(page)).savedCards.some((card) => endsIn(card, '0005'))).toBe(true);
});

test('the Visa used by Autopay cannot be removed; the Mastercard can', async ({ page }) => {
  await openTopUp(page);
  const form = topUpForm(page);
  await expect(form.getByText(/Used as Autopay and Auto Top Up payment method/)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove Visa •••• 1111' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Remove Mastercard •••• 4444' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete saved card?' });
  await expect(dialog.getByRole('button', { name: 'Keep' })).toBeVisible();
  await look(page, 'prepay-remove-card');
  await dialog.getByRole('button', { name: 'Delete card' }).click();
  const done = await closeResult(page, 'Success!');
  await expect(done).toContainText('Card removed successfully');
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(form.getByRole('radio', { name: 'Mastercard •••• 4444', exact: true })).toHaveCount(
    0,
  );

  // Put a Mastercard back the way a customer would: a $5 top-up with it, saved.
  await form.getByRole('radio', { name: 'New card', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Save this card for future top-ups' }).check();
  const again = await askToTopUp(page, '5');
  await again.getByRole('button', { name: 'Top up' }).click();
  await payOnCardPage(page, '5555 5555 5555 4444');
  await (
    await closeResult(page, 'Top up successful')
  )
    .getByRole('button', { name: 'Close' })
    .click();
  const mastercard = (await configuration(page)).savedCards.find((card) => endsIn(card, '4444'));
  expect(mastercard).toBeDefined();
  if (demoCards !== null && mastercard !== undefined) demoCards.mastercard = mastercard.cardId;
});
