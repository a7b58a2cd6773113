import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Account, CardTransaction } from '@portal/contracts';
import { anAccount } from '../../shared/accounts/testing/account-server';
import type { renderApp } from '../../test/render-app';
import type { Handler } from '../../test/portal-server';
import { bodySentTo, callsOf, stubLocationAssign } from '../../test/portal-server';
import { renderPaymentsPage } from './testing/render-payments-page';
import type { PaymentsData } from './testing/payments-server';
import { aPaymentResult, sentCalls, visa1111 } from './testing/payments-server';

const PAYMENTS = '/api/payments/v2/accounts/30000001';

const hostedTransaction: CardTransaction = {
  transactionLocalId: 'PAY-2001',
  transactionGuid: 'gtx_hosted',
  amount: 2500,
  surcharge: 38,
  total: 2538,
  links: [
    {
      rel: 'self',
      href: 'http://portal.test/gateway/api/v1/transactions/gtx_hosted',
      method: 'GET',
    },
    { rel: 'hostedPage', href: 'http://portal.test/gateway/pay/gtx_hosted', method: 'GET' },
  ],
};

const renderPayment = (data: PaymentsData = {}, account?: Account, extra: Handler[] = []) =>
  renderPaymentsPage('/account/payment', data, account, extra);

function headersSentTo(
  fetchMock: Awaited<ReturnType<typeof renderApp>>['fetchMock'],
  path: string,
) {
  return sentCalls(fetchMock)
    .filter((call) => call.url === path)
    .map((call) => call.headers);
}

describe('/account/payment', () => {
  it('shows the balance, prefills it and shows the surcharge and total before paying', async () => {
    await renderPayment({ summary: { balance: 2500, lastBill: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Make a Payment' })).toBeVisible();
    expect(await screen.findByText('Balance owing')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your balance' })).toHaveTextContent(
      /\$25\.00 incl\. GST/,
    );
    expect(screen.getByLabelText(/Amount to pay/)).toHaveValue('25.00');
    expect(await screen.findByText('Card payments have a 1.5% surcharge: $0.38')).toBeVisible();
    expect(screen.getByText('Total: $25.38')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay $25.38' })).toBeEnabled();
  });

  it('leaves the amount empty when nothing is owing', async () => {
    await renderPayment({ summary: { balance: -1200, lastBill: null } });
    expect(await screen.findByText('In credit')).toBeVisible();
    expect(screen.getByLabelText(/Amount to pay/)).toHaveValue('');
    expect(screen.getByText(/Nothing is owing right now/)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Suggested amount' })).not.toBeInTheDocument();
  });

  it('says the card surcharge before an amount is typed, then works it out as it changes', async () => {
    const { user } = await renderPayment({ summary: { balance: 0, lastBill: null } });
    const amount = await screen.findByLabelText(/Amount to pay/);
    expect(
      await screen.findByText(
        'Card payments have a 1.5% surcharge, added to the amount you pay. Online banking has none.',
      ),
    ).toBeVisible();
    await user.type(amount, '10');
    expect(await screen.findByText('Card payments have a 1.5% surcharge: $0.15')).toBeVisible();
    expect(screen.getByText('Total: $10.15')).toBeVisible();
    await user.type(amount, '0');
    expect(await screen.findByText('Card payments have a 1.5% surcharge: $1.50')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay $101.50' })).toBeEnabled();
  });

  it('offers the balance owing as one tap', async () => {
    const { user } = await renderPayment({ summary: { balance: 2500, lastBill: null } });
    const amount = await screen.findByLabelText(/Amount to pay/);
    const group = await screen.findByRole('group', { name: 'Suggested amount' });
    const owing = within(group).getByRole('button', { name: 'Balance owing $25.00' });
    expect(owing).toHaveAttribute('aria-pressed', 'true');
    await user.clear(amount);
    await user.type(amount, '7');
    expect(owing).toHaveAttribute('aria-pressed', 'false');
    await user.click(owing);
    expect(amount).toHaveValue('25.00');
    expect(owing).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', { name: 'Pay $25.38' })).toBeEnabled();
  });

  it('says under the field when the amount is not valid, keeping what was typed', async () => {
    const { user, fetchMock } = await renderPayment({ summary: { balance: 0, lastBill: null } });
    const amount = await screen.findByLabelText(/Amount to pay/);
    await user.type(amount, '12.345');
    await user.tab();
    expect(screen.getByText('Please enter a valid payment amount')).toBeVisible();
    expect(amount).toHaveValue('12.345');
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByText('Please enter a valid payment amount')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Commas become dots: 12,50 is $12.50, and 1.5% of it is 18.75 cents, shown as $0.19.
    await user.clear(amount);
    await user.type(amount, '12,50');
    expect(screen.queryByText('Please enter a valid payment amount')).not.toBeInTheDocument();
    expect(await screen.findByText('Card payments have a 1.5% surcharge: $0.19')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay $12.69' })).toBeVisible();
    expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('pays with a saved card after confirming, then shows the receipt', async () => {
    const { user, fetchMock } = await renderPayment({
      cards: [visa1111],
      payment: aPaymentResult(),
    });
    expect(await screen.findByRole('radio', { name: /Visa •••• 1111/ })).toBeChecked();
    await user.click(await screen.findByRole('button', { name: 'Pay $25.38' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay $25.38 by card?' });
    expect(dialog).toHaveTextContent("We'll charge $25.38 to your Visa •••• 1111 now");
    await user.click(within(dialog).getByRole('button', { name: 'Pay $25.38' }));
    const receipt = await screen.findByRole('region', { name: 'Payment received' });
    expect(bodySentTo(fetchMock, `${PAYMENTS}/payments`)).toEqual({
      cardId: 'card-visa-1111',
      amount: 2500,
    });
    expect(headersSentTo(fetchMock, `${PAYMENTS}/payments`)[0]?.['Idempotency-Key']).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    for (const text of ['$25.00', '$0.38', '$25.38', 'Visa •••• 1111', '21/11/2026', 'PAY-1042']) {
      expect(within(receipt).getAllByText(text).length).toBeGreaterThan(0);
    }
  });

  it('keeps the dialog open with the reason when the saved card is declined', async () => {
    const { user } = await renderPayment({
      cards: [visa1111],
      payment: aPaymentResult({ status: 'Declined', declineReason: 'Card declined', total: 2538 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay $25.38' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $25.38' }));
    expect(
      await within(dialog).findByText(
        'Your payment was declined: Card declined. You have not been charged.',
      ),
    ).toBeVisible();
  });

  it('sends a new card to the hosted page by a full-page redirect', async () => {
    const assign = stubLocationAssign();
    const { user, fetchMock } = await renderPayment({
      cards: [visa1111],
      transaction: hostedTransaction,
    });
    await user.click(await screen.findByRole('radio', { name: /New card/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for future payments' }));
    await user.click(screen.getByRole('button', { name: 'Pay $25.38' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay $25.38 by card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay $25.38' }));
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledWith('http://portal.test/gateway/pay/gtx_hosted');
    });
    expect(bodySentTo(fetchMock, `${PAYMENTS}/transactions`)).toEqual({
      amount: 2500,
      saveCard: true,
      method: 'CreditCard',
    });
  });

  it('pays by online banking without a surcharge', async () => {
    const assign = stubLocationAssign();
    const { user, fetchMock } = await renderPayment({ transaction: hostedTransaction });
    await user.click(await screen.findByRole('radio', { name: /Online banking/ }));
    expect(screen.getByText('No surcharge applies to this payment.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay $25.00 by online banking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay $25.00' }));
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledWith('http://portal.test/gateway/pay/gtx_hosted');
    });
    expect(bodySentTo(fetchMock, `${PAYMENTS}/transactions`)).toMatchObject({
      method: 'OnlineEftpos',
    });
  });

  it('sends a retry of a failed attempt with the same idempotency key', async () => {
    stubLocationAssign();
    let calls = 0;
    const flaky: Handler = ({ method, path }) => {
      if (method !== 'POST' || path !== `${PAYMENTS}/transactions`) return undefined;
      calls += 1;
      return calls === 1 ? { status: 503, data: null } : { data: hostedTransaction };
    };
    const { user, fetchMock } = await renderPayment({}, anAccount('30000001'), [flaky]);
    await user.click(await screen.findByRole('button', { name: 'Pay $25.38' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $25.38' }));
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $25.38' }));
    await vi.waitFor(() => {
      expect(calls).toBe(2);
    });
    const [first, second] = headersSentTo(fetchMock, `${PAYMENTS}/transactions`);
    expect(first?.['Idempotency-Key']).toBeDefined();
    expect(second?.['Idempotency-Key']).toBe(first?.['Idempotency-Key']);
  });

  it('disables card payments when the surcharge cannot be shown', async () => {
    await renderPayment({ surchargePercentage: 'error' });
    expect(
      await screen.findByText(/couldn't load the card surcharge/, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();
  });

  it('offers no payment on a farm-source account (statements only)', async () => {
    await renderPayment(
      {},
      anAccount('30000201', {
        accountName: 'Hill Farm',
        externalReferences: [{ type: 'FarmSourceAccountNumber', value: 'FS-1' }],
      }),
    );
    expect(await screen.findByText('Statements only for this account')).toBeVisible();
    expect(
      screen.getByText(/Online payments aren't available for Hill Farm \(30000201\)/),
    ).toBeVisible();
    expect(screen.queryByLabelText(/Amount to pay/)).not.toBeInTheDocument();
  });

  it('lets an authorised read-only user see the balance but not pay', async () => {
    await renderPayment({}, anAccount('30000001', { roles: ['AccountRead'] }));
    expect(await screen.findByText('You have view-only access to this account')).toBeVisible();
    expect(screen.getByText(/only the account holder can make payments/)).toBeVisible();
    expect(screen.getByText('Balance owing')).toBeVisible();
    expect(screen.queryByLabelText(/Amount to pay/)).not.toBeInTheDocument();
  });
});
