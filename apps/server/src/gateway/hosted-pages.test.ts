import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '@portal/domain';
import type { GatewayTransaction } from '@portal/contracts';
import { gatewayTransactions } from '../db/schema';
import { appForTests } from '../test/test-app';
import { TestBrowser } from '../test/test-browser';
import {
  createTransaction,
  fetchTransaction,
  formTokenOf,
  linkOf,
  NEXT_YEAR,
  TEST_CARDS,
} from './testing';

const { testApp } = appForTests();

/** Opens the hosted page in a fresh browser, as the portal's full-page redirect does. */
async function openPage(transaction: GatewayTransaction) {
  const browser = new TestBrowser(testApp.app, testApp.config.publicUrl);
  const page = await browser.request({ url: linkOf(transaction, 'hostedPage') });
  return { browser, page, formToken: formTokenOf(page.body) };
}

function cardForm(formToken: string, overrides: Record<string, string> = {}) {
  return {
    formToken,
    cardholderName: 'Aroha Ngata',
    cardNumber: TEST_CARDS.visaApproved,
    expiryMonth: '08',
    expiryYear: String(NEXT_YEAR),
    cvc: '123',
    ...overrides,
  };
}

function returnQuery(location: string | string[] | undefined) {
  const url = new URL(String(location));
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

describe('the hosted card page', () => {
  it('shows the merchant, the amount and a labelled card form with autocomplete tokens', async () => {
    const transaction = await createTransaction(testApp, { amount: 2500 });
    const { page } = await openPage(transaction);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const html = page.body;
    expect(html).toContain('<html lang="en-NZ">');
    expect(html).toContain('<h1>Pay by card</h1>');
    expect(html).toContain('Harbour');
    expect(html).toContain('$25.00 NZD');
    expect(html).toContain('>Pay $25.00</button>');
    expect(html).toContain('>Cancel</button>');
    expect(html).not.toContain('<script');
    for (const [id, label, token] of [
      ['cardholderName', 'Name on card', 'cc-name'],
      ['cardNumber', 'Card number', 'cc-number'],
      ['expiryMonth', 'Expiry month', 'cc-exp-month'],
      ['expiryYear', 'Expiry year', 'cc-exp-year'],
      ['cvc', 'CVC', 'cc-csc'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
      expect(html).toMatch(new RegExp(`id="${id}" name="${id}"[^>]*autocomplete="${token}"`));
    }
    const stylesheets = ['/gateway/assets/server-page.css', '/gateway/assets/gateway.css'];
    expect(html).toContain(
      stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n'),
    );
    for (const url of stylesheets) {
      const css = await testApp.app.inject({ url });
      expect(css.statusCode, url).toBe(200);
      expect(css.headers['content-type'], url).toContain('text/css');
    }
  });

  it('says Save card for a $0.00 Authorisation', async () => {
    const transaction = await createTransaction(testApp, { kind: 'Authorisation', amount: 0 });
    const { page } = await openPage(transaction);
    expect(page.body).toContain('<h1>Save your card</h1>');
    expect(page.body).toContain('>Save card</button>');
  });

  it('escapes what the merchant sent', async () => {
    const transaction = await createTransaction(testApp, {
      merchantName: '<b>Evil</b>',
      merchantReference: '"><script>x</script>',
    });
    const { page } = await openPage(transaction);
    expect(page.body).not.toContain('<b>Evil</b>');
    expect(page.body).not.toContain('<script>x');
    expect(page.body).toContain('&lt;b&gt;Evil&lt;/b&gt;');
  });

  it('re-shows the form with the spec’s messages, keeping the name and expiry but not the number or CVC', async () => {
    const transaction = await createTransaction(testApp);
    const { browser, formToken } = await openPage(transaction);
    const response = await browser.request({
      method: 'POST',
      url: `/gateway/pay/${transaction.id}`,
      form: cardForm(formToken, { cardNumber: '4111 1111 1111 1112', cvc: '98' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(FORM_MESSAGES.cardNumber);
    expect(response.body).toContain(FORM_MESSAGES.cvv);
    expect(response.body).toContain('id="cardNumber-error"');
    expect(response.body).toContain('value="Aroha Ngata"');
    expect(response.body).toContain(`<option value="${String(NEXT_YEAR)}" selected>`);
    expect(response.body).toContain('<option value="08" selected>');
    expect(response.body).not.toContain('4111 1111 1111 1112');
    expect(response.body).not.toMatch(/value="98"/);
    expect((await fetchTransaction(testApp, transaction.id)).status).toBe('Pending');
  });

  it('approves and returns to the callback with OK (303); a second post lands there again', async () => {
    const transaction = await createTransaction(testApp, { merchantReference: 'page-ok' });
    const { browser, formToken } = await openPage(transaction);
    const url = `/gateway/pay/${transaction.id}`;
    const response = await browser.request({ method: 'POST', url, form: cardForm(formToken) });
    expect(response.statusCode).toBe(303);
    expect(returnQuery(response.headers.location)).toEqual({
      path: '/onlinepayments',
      query: { transaction_local_id: 'page-ok', transactionGuid: transaction.id, status: 'OK' },
    });
    const completedAt = (await fetchTransaction(testApp, transaction.id)).completedAt;

    const again = await browser.request({
      method: 'POST',
      url,
      form: cardForm(formToken, { cardNumber: TEST_CARDS.declined }),
    });
    expect(again.statusCode).toBe(303);
    expect(returnQuery(again.headers.location).query.status).toBe('OK');
    expect(await fetchTransaction(testApp, transaction.id)).toMatchObject({
      status: 'Approved',
      completedAt,
    });
    const reopened = await browser.request({ url });
    expect(reopened.body).toContain('This payment has already been completed.');
  });

  it('declines the declined card and returns with FAILURE', async () => {
    const transaction = await createTransaction(testApp, { merchantReference: 'page-no' });
    const { browser, formToken } = await openPage(transaction);
    const response = await browser.request({
      method: 'POST',
      url: `/gateway/pay/${transaction.id}`,
      form: cardForm(formToken, { cardNumber: TEST_CARDS.declined }),
    });
    expect(response.statusCode).toBe(303);
    expect(returnQuery(response.headers.location).query.status).toBe('FAILURE');
    expect((await fetchTransaction(testApp, transaction.id)).status).toBe('Declined');
  });

  it('cancels to the cancelled URL with CANCEL', async () => {
    const transaction = await createTransaction(testApp, {
      merchantReference: 'page-cancel',
      callbackUrls: {
        approvedUrl: 'http://localhost:3000/onlinepayments',
        cancelledUrl: 'http://localhost:3000/onlinepayments/cancelled',
      },
    });
    const { browser, formToken } = await openPage(transaction);
    const response = await browser.request({
      method: 'POST',
      url: `/gateway/pay/${transaction.id}/cancel`,
      form: { formToken },
    });
    expect(response.statusCode).toBe(303);
    expect(returnQuery(response.headers.location)).toEqual({
      path: '/onlinepayments/cancelled',
      query: {
        transaction_local_id: 'page-cancel',
        transactionGuid: transaction.id,
        status: 'CANCEL',
      },
    });
    expect((await fetchTransaction(testApp, transaction.id)).status).toBe('Cancelled');
  });

  it('refuses a post without this browser’s form token (CSRF), changing nothing', async () => {
    const transaction = await createTransaction(testApp);
    const { formToken } = await openPage(transaction);
    const otherBrowser = new TestBrowser(testApp.app, testApp.config.publicUrl);
    await otherBrowser.request({ url: `/gateway/pay/${transaction.id}` });
    const url = `/gateway/pay/${transaction.id}`;
    const stolen = await otherBrowser.request({ method: 'POST', url, form: cardForm(formToken) });
    expect(stolen.statusCode).toBe(403);
    const bare = await testApp.app.inject({
      method: 'POST',
      url: `${url}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `formToken=${formToken}`,
    });
    expect(bare.statusCode).toBe(403);
    expect((await fetchTransaction(testApp, transaction.id)).status).toBe('Pending');
  });

  it('answers 404 for an unknown or expired transaction', async () => {
    const browser = new TestBrowser(testApp.app, testApp.config.publicUrl);
    expect((await browser.request({ url: '/gateway/pay/gtx_nope' })).statusCode).toBe(404);
    const transaction = await createTransaction(testApp);
    const { browser: owner, formToken } = await openPage(transaction);
    await testApp.database.db
      .update(gatewayTransactions)
      .set({ createdAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(gatewayTransactions.id, transaction.id));
    const page = await owner.request({ url: `/gateway/pay/${transaction.id}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This payment link has expired or is not valid.');
    const post = await owner.request({
      method: 'POST',
      url: `/gateway/pay/${transaction.id}`,
      form: cardForm(formToken),
    });
    expect(post.statusCode).toBe(404);
  });
});

describe('the sandbox bank page (online EFTPOS)', () => {
  for (const [decision, status, returned] of [
    ['approve', 'Approved', 'OK'],
    ['decline', 'Declined', 'FAILURE'],
  ] as const) {
    it(`${decision} returns with ${returned}`, async () => {
      const transaction = await createTransaction(testApp, {
        method: 'OnlineEftpos',
        amount: 4250,
        merchantReference: `bank-${decision}`,
      });
      const { browser, page, formToken } = await openPage(transaction);
      expect(page.body).toContain('<h1>Sandbox Bank</h1>');
      expect(page.body).toContain('Approve the payment of $42.50 to Harbour.');
      expect(page.body).toContain('>Approve</button>');
      expect(page.body).toContain('>Decline</button>');
      expect(page.body).toContain('>Cancel</button>');
      expect(page.body).not.toContain('cc-number');
      const response = await browser.request({
        method: 'POST',
        url: `/gateway/pay/${transaction.id}/bank`,
        form: { formToken, decision },
      });
      expect(response.statusCode).toBe(303);
      expect(returnQuery(response.headers.location).query).toEqual({
        transaction_local_id: `bank-${decision}`,
        transactionGuid: transaction.id,
        status: returned,
      });
      expect((await fetchTransaction(testApp, transaction.id)).status).toBe(status);
    });
  }

  it('cancel returns with CANCEL', async () => {
    const transaction = await createTransaction(testApp, { method: 'OnlineEftpos' });
    const { browser, formToken } = await openPage(transaction);
    const response = await browser.request({
      method: 'POST',
      url: `/gateway/pay/${transaction.id}/cancel`,
      form: { formToken },
    });
    expect(returnQuery(response.headers.location).query.status).toBe('CANCEL');
    expect((await fetchTransaction(testApp, transaction.id)).status).toBe('Cancelled');
  });

  it('a card cannot be posted to a bank transaction', async () => {
    const transaction = await createTransaction(testApp, { method: 'OnlineEftpos' });
    const { browser, formToken } = await openPage(transaction);
    const response = await browser.request({
      method: 'POST',
      url: `/gateway/pay/${transaction.id}`,
      form: cardForm(formToken),
    });
    expect(response.statusCode).toBe(409);
    expect((await fetchTransaction(testApp, transaction.id)).status).toBe('Pending');
  });
});
