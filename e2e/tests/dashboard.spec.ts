import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn, signIn } from '../support/sign-in';

/*
 * The dashboard and My details as people use them. Each test signs in afresh: choosing an
 * account changes the server session, which a shared signed-in state would leak to other
 * tests running alongside.
 */

interface Envelope<T> {
  data: T;
}
interface AccountData {
  accountName: string;
  accountOwner: { name: string };
  billingMobileNumber: string | null;
  billCycle: { displayName: string; nextBillDate: string | null };
}
interface BillingSummary {
  balance: number;
  lastBill: { amountIncludingGst: number; amountExcludingGst: number } | null;
}

async function apiData<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

/** $1,234.56 from cents, as the portal shows money. */
const nzd = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-NZ', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

/** 'Today', 'Tomorrow' or dd/MM/yyyy, the calendar day taken in Auckland. */
function billDateText(isoDate: string): string {
  const nzDay = (offsetDays: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(
      new Date(Date.now() + offsetDays * 86_400_000),
    );
  if (isoDate === nzDay(0)) return 'Today';
  if (isoDate === nzDay(1)) return 'Tomorrow';
  const [year, month, day] = isoDate.split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}

async function shot(page: Page, name: string) {
  // Screenshots for looking at the pages, only when asked for (SHOTS=1).
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

test('Aroha picks each of her accounts and sees the dashboard for it', async ({ page }) => {
  await signIn(page, 'aroha@example.nz');
  await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Account' });
  await expect(picker.getByRole('option')).toHaveText([
    'Ngata Household (30000001)',
    'Ngata Bach (30000002) – cancelled',
  ]);
  await expect(picker).toHaveValue('30000001');

  const household = await apiData<AccountData>(page, '/api/accounts/30000001');
  const summary = await apiData<BillingSummary>(
    page,
    '/api/visibill/v2/accounts/30000001/billingSummary',
  );
  await expect(page.getByRole('heading', { level: 2, name: /Ngata Household/ })).toBeVisible();
  const details = region(page, 'Account details');
  await expect(details.getByText('Aroha Ngata', { exact: true })).toBeVisible();
  await expect(
    details.getByText('12 Kōwhai Street, Ponsonby, Auckland, 1011, New Zealand'),
  ).toBeVisible();
  await expect(details.getByText(household.billCycle.displayName)).toBeVisible();
  expect(household.billCycle.nextBillDate).not.toBeNull();
  await expect(
    details.getByText(billDateText(household.billCycle.nextBillDate ?? ''), { exact: true }),
  ).toBeVisible();
  await expect(details.getByText('Active', { exact: true })).toBeVisible();

  const balance = region(page, 'Balance and bills');
  await expect(balance.getByText(nzd(summary.balance), { exact: true })).toBeVisible();
  // Pay now leads while something is owing; at $0 or in credit a quiet link says pay ahead.
  const owing = summary.balance > 0;
  await expect(
    balance.getByRole('link', { name: owing ? 'Pay now' : 'Make a payment' }),
  ).toHaveAttribute('href', '/account/payment');
  await expect(balance.getByText('Nothing is owing on this account right now.')).toHaveCount(
    owing ? 0 : 1,
  );
  const products = region(page, 'Products and services');
  for (const [name, href] of [
    ['Power', '/power'],
    ['Broadband', '/broadband'],
    ['Home phone', '/voice/voice-features'],
    ['Email', '/account/email-management'],
  ] as const) {
    await expect(products.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(products.getByRole('link', { name: 'Mobile', exact: true })).toHaveCount(3);
  await shot(page, 'dashboard-household');
  await expectNoAxeViolations(page);

  await picker.selectOption('30000002');
  await expect(page.getByRole('heading', { level: 2, name: /Ngata Bach/ })).toBeVisible();
  await expect(picker).toHaveValue('30000002');
  const bach = region(page, 'Account details');
  await expect(bach.getByText('8 Beach Road, Tairua, Waikato, 3508, New Zealand')).toBeVisible();
  await expect(bach.getByText('Account closed')).toBeVisible();
  // The bach has no internet services: its status is Inactive (spec section 4).
  await expect(bach.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(bach.getByText('Next bill')).toHaveCount(0);
  await shot(page, 'dashboard-bach');
  await expectNoAxeViolations(page);

  // The choice is the session's: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: /Ngata Bach/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Account' }).selectOption('30000001');
  await expect(page.getByRole('heading', { level: 2, name: /Ngata Household/ })).toBeVisible();
});

test('Fiona’s farm account shows statements only, with no way to pay', async ({ page }) => {
  await openSignedIn(page, 'fiona');
  await expect(page.getByRole('heading', { level: 2, name: /Hill Farm/ })).toBeVisible();
  const statements = region(page, 'Your statements');
  await expect(statements.getByRole('link', { name: 'View statements' })).toBeVisible();
  await expect(statements.getByText(/^\$[\d,]+\.\d{2}/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await expect(region(page, 'Do more with your account')).toHaveCount(0);
  await expect(region(page, 'Products and services').getByRole('link')).toHaveCount(0);
  await shot(page, 'dashboard-farm');
  await expectNoAxeViolations(page);
});

test('Kiri’s business account shows amounts to pay incl. GST, the bill excl. GST beside', async ({
  page,
}) => {
  await openSignedIn(page, 'kiri');
  await expect(page.getByRole('heading', { level: 2, name: /Walker Builders Ltd/ })).toBeVisible();
  const summary = await apiData<BillingSummary>(
    page,
    '/api/visibill/v2/accounts/30000301/billingSummary',
  );
  expect(summary.lastBill).not.toBeNull();
  const balance = region(page, 'Balance and bills');
  // Facts are a description list: Balance, then Last bill.
  const [owed, billed] = [
    balance.getByRole('definition').nth(0),
    balance.getByRole('definition').nth(1),
  ];
  await expect(owed).toHaveText(
    summary.balance < 0
      ? `${nzd(-summary.balance)} incl. GST in credit`
      : `${nzd(summary.balance)} incl. GST`,
  );
  await expect(billed).toContainText(
    `${nzd(summary.lastBill?.amountIncludingGst ?? 0)} incl. GST (${nzd(summary.lastBill?.amountExcludingGst ?? 0)} excl. GST)`,
  );
  await shot(page, 'dashboard-business');
  await expectNoAxeViolations(page);
});

test('My details refuses a wrong mobile number, then saves a right one', async ({ page }) => {
  await openSignedIn(page, 'aroha');
  const before = await apiData<AccountData>(page, '/api/accounts/30000001');
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('menuitem', { name: 'My details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Details' })).toBeVisible();
  // The menu fades out as the page changes; the scan is of the page once it has gone.
  await expect(page.getByRole('menu')).toHaveCount(0);
  const contact = region(page, 'Contact details');
  const mobile = contact.getByLabel('Mobile number');
  await expect(mobile).toHaveValue('021 123 4567');
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  await shot(page, 'my-details');
  await expectNoAxeViolations(page);

  await mobile.fill('0512 3456');
  await mobile.blur();
  await expect(contact.getByText('Please enter a valid mobile number')).toBeVisible();
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(contact.getByText('Please enter a valid mobile number')).toBeVisible();
  expect((await apiData<AccountData>(page, '/api/accounts/30000001')).billingMobileNumber).toBe(
    before.billingMobileNumber,
  );
  await expectNoAxeViolations(page);

  await mobile.fill('027 555 1234');
  await contact.getByRole('button', { name: 'Save contact details' }).click();
  await expect(page.getByText('Your contact details have been saved.')).toBeVisible();
  expect((await apiData<AccountData>(page, '/api/accounts/30000001')).billingMobileNumber).toBe(
    '0275551234',
  );
  await page.reload();
  await expect(region(page, 'Contact details').getByLabel('Mobile number')).toHaveValue(
    '027 555 1234',
  );

  // Put the demo number back for whoever comes next.
  const restore = await page.request.put('/api/accounts/30000001/contactInformation', {
    data: {
      contactName: before.accountOwner.name,
      phoneNumber: '094801234',
      mobileNumber: before.billingMobileNumber,
    },
  });
  expect(restore.status()).toBe(200);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the dashboard fits, and the account picker sits in the folded navigation', async ({
    page,
  }) => {
    await signIn(page, 'aroha@example.nz');
    await expect(page.getByRole('heading', { level: 2, name: /Ngata Household/ })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'dashboard-phone');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const picker = page.getByRole('navigation', { name: 'Main' }).getByRole('combobox', {
      name: 'Account',
    });
    await expect(picker).toBeInViewport();
    await shot(page, 'dashboard-phone-menu');
    await picker.selectOption('30000002');
    await expect(page.getByRole('heading', { level: 2, name: /Ngata Bach/ })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('combobox', { name: 'Account' })
      .selectOption('30000001');
  });
});
