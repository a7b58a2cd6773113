import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { watchCspViolations } from '../support/csp';

/** The default GATEWAY_API_KEY of the server's configuration (the e2e server sets none). */
const MERCHANT_KEY = process.env.GATEWAY_API_KEY ?? 'sandbox-merchant-key-not-secret';
const NEXT_YEAR = String(new Date().getUTCFullYear() + 1);

interface Created {
  id: string;
  links: { rel: string; href: string }[];
}

/** Creates a Pending transaction through the merchant API, as the payments API does. */
async function createTransaction(
  request: APIRequestContext,
  baseURL: string,
  method: 'CreditCard' | 'OnlineEftpos',
): Promise<{ id: string; reference: string; hostedPage: string }> {
  const reference = `e2e-${randomUUID().slice(0, 8)}`;
  const response = await request.post('/gateway/api/v1/transactions', {
    headers: { authorization: `Bearer ${MERCHANT_KEY}`, 'idempotency-key': randomUUID() },
    data: {
      kind: 'Purchase',
      method,
      amount: 2500,
      merchantReference: reference,
      merchantName: 'Harbour',
      callbackUrls: { approvedUrl: `${baseURL}/onlinepayments` },
    },
  });
  expect(response.status()).toBe(201);
  const created = (await response.json()) as Created;
  const hostedPage = created.links.find((link) => link.rel === 'hostedPage')?.href ?? '';
  return { id: created.id, reference, hostedPage };
}

async function statusOf(request: APIRequestContext, id: string): Promise<string> {
  const response = await request.get(`/gateway/api/v1/transactions/${id}`, {
    headers: { authorization: `Bearer ${MERCHANT_KEY}` },
  });
  return ((await response.json()) as { status: string }).status;
}

async function expectReturn(page: Page, id: string, reference: string, status: string) {
  await expect(page).toHaveURL(/\/onlinepayments\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    transaction_local_id: reference,
    transactionGuid: id,
    status,
  });
}

async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Name on card').fill('Aroha Ngata');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry month').selectOption('08');
  await page.getByLabel('Expiry year').selectOption(NEXT_YEAR);
  await page.getByLabel('CVC').fill('123');
}

test('a card payment on the hosted page: declined card, then the approved one', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const refused = watchCspViolations(page);

  const declined = await createTransaction(request, base, 'CreditCard');
  await page.goto(declined.hostedPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card' })).toBeVisible();
  await expect(page.getByText('$25.00 NZD')).toBeVisible();
  await expectNoAxeViolations(page);

  await fillCard(page, '4111 1111 1111 1112');
  await page.getByRole('button', { name: 'Pay $25.00' }).click();
  await expect(page.getByText('Please enter a valid credit/debit card number')).toBeVisible();
  await expect(page.getByLabel('Name on card')).toHaveValue('Aroha Ngata');
  await expect(page.getByLabel('Card number')).toHaveValue('');
  await expectNoAxeViolations(page);

  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Pay $25.00' }).click();
  await expectReturn(page, declined.id, declined.reference, 'FAILURE');
  expect(await statusOf(request, declined.id)).toBe('Declined');

  const approved = await createTransaction(request, base, 'CreditCard');
  await page.goto(approved.hostedPage);
  await fillCard(page, '4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Pay $25.00' }).click();
  await expectReturn(page, approved.id, approved.reference, 'OK');
  expect(await statusOf(request, approved.id)).toBe('Approved');

  // Back on the finished payment's page (the browser's back button): nothing to pay again.
  await page.goto(approved.hostedPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment complete' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/gateway/pay/gtx_unknown');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not found' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(refused).toEqual([]);
});

test('the hosted card page’s Cancel returns with CANCEL', async ({ page, request, baseURL }) => {
  const cancelled = await createTransaction(request, baseURL ?? '', 'CreditCard');
  await page.goto(cancelled.hostedPage);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expectReturn(page, cancelled.id, cancelled.reference, 'CANCEL');
  expect(await statusOf(request, cancelled.id)).toBe('Cancelled');
});

test('online banking on the sandbox bank page: approve, decline and cancel', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  for (const [button, returned, status] of [
    ['Approve', 'OK', 'Approved'],
    ['Decline', 'FAILURE', 'Declined'],
    ['Cancel', 'CANCEL', 'Cancelled'],
  ] as const) {
    const transaction = await createTransaction(request, base, 'OnlineEftpos');
    await page.goto(transaction.hostedPage);
    await expect(page.getByRole('heading', { level: 1, name: 'Sandbox Bank' })).toBeVisible();
    await expect(page.getByText('Approve the payment of $25.00 to Harbour.')).toBeVisible();
    if (button === 'Approve') await expectNoAxeViolations(page);
    await page.getByRole('button', { name: button }).click();
    await expectReturn(page, transaction.id, transaction.reference, returned);
    expect(await statusOf(request, transaction.id)).toBe(status);
  }
});
