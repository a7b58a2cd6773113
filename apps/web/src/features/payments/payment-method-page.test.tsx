import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Account } from '@portal/contracts';
import { directDebitRequest } from '../../../../../test-support/direct-debit';
import { anAccount } from '../../shared/accounts/testing/account-server';
import type { renderApp } from '../../test/render-app';
import { callsOf } from '../../test/portal-server';
import { renderPaymentsPage } from './testing/render-payments-page';
import { keepPendingAction } from '../../shared/step-up/pending-action';
import { directDebitKey } from './api/payment-queries';
import type { PaymentsData } from './testing/payments-server';
import { mastercard4444, sentCalls, visa1111 } from './testing/payments-server';

const PAYMENTS = '/api/payments/v2/accounts/30000001';
const AGREE = 'Please check and agree for all the conditions in order to proceed to the next step';

const renderMethod = (data: PaymentsData = {}, account?: Account) =>
  renderPaymentsPage('/account/payment-method', data, account);

/** The JSON body of the first `method` call to `path`. */
function bodyOf(
  fetchMock: Awaited<ReturnType<typeof renderApp>>['fetchMock'],
  method: string,
  path: string,
): unknown {
  return sentCalls(fetchMock).find((call) => call.url === path && call.method === method)?.body;
}

/** An account that pays by direct debit from A Ngata's bank account. */
const onDirectDebit: PaymentsData = {
  method: {
    recurringPaymentType: 'DirectDebit',
    directDebitDetails: {
      payee: 'A Ngata',
      bankCode: '12',
      bankBranch: '3012',
      bankAccount: '0456789',
      bankSuffix: '00',
    },
  },
};

async function tickAll(user: UserEvent) {
  for (const box of screen.getAllByRole('checkbox')) await user.click(box);
}

describe('/account/payment-method: direct debit', () => {
  it('shows the current method with the bank account masked', async () => {
    await renderMethod(onDirectDebit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Method' })).toBeVisible();
    const current = screen.getByRole('region', { name: 'How you pay now' });
    await waitFor(() => {
      expect(current).toHaveTextContent('From A Ngata, bank account 12-3012-•••••89-00');
    });
  });

  it('shows an account on direct debit its bank account, and the form only on Change', async () => {
    const { user } = await renderMethod(onDirectDebit);
    const current = await screen.findByRole('region', { name: 'How you pay now' });
    const change = await within(current).findByRole('button', { name: 'Change how you pay' });
    expect(current).toHaveTextContent('12-3012-•••••89-00');
    expect(screen.queryByLabelText(/Bank account number/)).not.toBeInTheDocument();
    await user.click(change);
    expect(screen.getByRole('heading', { name: 'Change how you pay' })).toHaveFocus();
    expect(screen.getByLabelText(/Bank account number/)).toHaveValue('');
    expect(within(current).queryByRole('button', { name: 'Change how you pay' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Keep how I pay now' }));
    expect(screen.queryByLabelText(/Bank account number/)).not.toBeInTheDocument();
  });

  it('formats the bank account as typed and refuses a wrong one with the spec messages', async () => {
    const { user, fetchMock } = await renderMethod();
    const bank = await screen.findByLabelText(/Bank account number/);
    await user.type(bank, '1231400171324');
    expect(bank).toHaveValue('12-3140-0171324');
    await user.type(bank, '50');
    await user.click(screen.getByRole('button', { name: 'Set up direct debit' }));
    expect(screen.getByText('Please enter a valid New Zealand bank account number')).toBeVisible();
    expect(screen.getByText('Please enter a valid account name')).toBeVisible();
    expect(screen.getByText(AGREE)).toBeVisible();
    expect(bank).toHaveValue('12-3140-0171324-50');
    expect(callsOf(fetchMock)).not.toContain(`PUT ${PAYMENTS}/recurringPaymentMethod`);
  });

  it('needs all four confirmations', async () => {
    const { user, fetchMock } = await renderMethod();
    await user.type(await screen.findByLabelText(/Bank account number/), '12-3140-0171323-50');
    await user.type(screen.getByLabelText(/Account name/), 'Aroha Ngata');
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    for (const box of boxes.slice(0, 3)) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Set up direct debit' }));
    expect(screen.getByText(AGREE)).toBeVisible();
    expect(callsOf(fetchMock)).not.toContain(`PUT ${PAYMENTS}/recurringPaymentMethod`);
  });

  it('shows the terms with the notice for the bill frequency, and sets up direct debit', async () => {
    const { user, fetchMock } = await renderMethod(
      {},
      anAccount('30000001', {
        billCycle: { ...anAccount('30000001').billCycle, billFrequency: 'Fortnightly' },
      }),
    );
    expect(await screen.findByText("2 days' notice before each debit")).toBeVisible();
    for (const term of [
      /120 days after it is taken/,
      /30 days' notice/,
      /within 5 business days\./,
      /again within 5 business days without giving you new notice/,
    ]) {
      expect(screen.getByText(term)).toBeVisible();
    }
    await user.type(screen.getByLabelText(/Bank account number/), '123140017132350');
    await user.type(screen.getByLabelText(/Account name/), 'Aroha Ngata');
    await tickAll(user);
    await user.click(screen.getByRole('button', { name: 'Set up direct debit' }));
    expect(await screen.findByText('Automatic payments are set up by direct debit.')).toBeVisible();
    // The account and name typed above, all four boxes ticked.
    expect(bodyOf(fetchMock, 'PUT', `${PAYMENTS}/recurringPaymentMethod`)).toEqual(
      directDebitRequest(),
    );
  });

  it('gives 7 days notice for monthly billing', async () => {
    await renderMethod();
    expect(await screen.findByText("7 days' notice before each debit")).toBeVisible();
  });

  it('is read-only for an authorised read user', async () => {
    await renderMethod({ cards: [visa1111] }, anAccount('30000001', { roles: ['AccountRead'] }));
    expect(await screen.findByText('You have view-only access to this account')).toBeVisible();
    expect(screen.queryByLabelText(/Bank account number/)).not.toBeInTheDocument();
    expect(await screen.findByText('Visa •••• 1111')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('is not offered on a farm-source account', async () => {
    await renderMethod(
      {},
      anAccount('30000201', {
        accountName: 'Hill Farm',
        externalReferences: [{ type: 'FarmSourceAccountNumber', value: 'FS-1' }],
      }),
    );
    expect(await screen.findByText('Statements only for this account')).toBeVisible();
    expect(screen.queryByLabelText(/Bank account number/)).not.toBeInTheDocument();
  });
});

describe('/account/payment-method: saved cards', () => {
  it('lists cards in use with what uses them and no remove', async () => {
    await renderMethod({ cards: [mastercard4444, visa1111] });
    const list = await screen.findByRole('region', { name: 'Saved cards' });
    expect(await within(list).findByText(/Used as Autopay payment method/)).toBeVisible();
    expect(within(list).getAllByRole('button', { name: /Remove/ })).toHaveLength(1);
    expect(within(list).getByRole('button', { name: 'Remove Visa •••• 1111' })).toBeVisible();
  });

  it('removes a card after the Delete saved card? dialog', async () => {
    const { user, fetchMock } = await renderMethod({ cards: [visa1111] });
    await user.click(await screen.findByRole('button', { name: 'Remove Visa •••• 1111' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete saved card?' });
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByText('Card removed successfully')).toBeVisible();
    expect(callsOf(fetchMock)).toContain(`DELETE ${PAYMENTS}/creditcards/card-visa-1111`);
  });

  it('says so when removing fails', async () => {
    const { user } = await renderMethod({ cards: [visa1111], cardDelete: 409 });
    await user.click(await screen.findByRole('button', { name: 'Remove Visa •••• 1111' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete saved card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByText('Failed to remove card')).toBeVisible();
    expect(
      screen.getByText('There was a problem removing your saved card. Please try again later'),
    ).toBeVisible();
  });
});

describe('/account/payment-method: back from signing in again (decision 052)', () => {
  it('reopens the direct debit form filled in as sent, saved only at one click', async () => {
    keepPendingAction(directDebitKey('30000001'), directDebitRequest());
    const { user, fetchMock } = await renderMethod(onDirectDebit);
    const form = await screen.findByRole('form', { name: 'Set up direct debit' });
    expect(within(form).getByText('You signed in again')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Bank account number/)).toHaveValue('12-3140-0171323-50');
    expect(within(form).getByLabelText(/Account name/)).toHaveValue('Aroha Ngata');
    for (const box of within(form).getAllByRole('checkbox')) expect(box).toBeChecked();
    expect(bodyOf(fetchMock, 'PUT', `${PAYMENTS}/recurringPaymentMethod`)).toBeUndefined();
    await user.dblClick(within(form).getByRole('button', { name: 'Set up direct debit' }));
    expect(await screen.findByText('Automatic payments are set up by direct debit.')).toBeVisible();
    const puts = sentCalls(fetchMock).filter(
      (call) => call.method === 'PUT' && call.url === `${PAYMENTS}/recurringPaymentMethod`,
    );
    expect(puts.map((call) => call.body)).toEqual([directDebitRequest()]);
  });

  it.each([
    ['a bank account whose check digits are wrong', directDebitRequest({ bankAccount: '0171324' })],
    ['a card instead', { recurringPaymentType: 'CreditCard', cardId: 'card-1' }],
    ['a confirmation not given', { ...directDebitRequest(), confirmations: {} }],
    ['garbage', 42],
  ])('ignores a kept direct debit that does not fit: %s', async (_what, kept) => {
    keepPendingAction(directDebitKey('30000001'), kept);
    const { user } = await renderMethod(onDirectDebit);
    const current = await screen.findByRole('region', { name: 'How you pay now' });
    await user.click(await within(current).findByRole('button', { name: 'Change how you pay' }));
    const form = await screen.findByRole('form', { name: 'Set up direct debit' });
    expect(within(form).getByLabelText(/Bank account number/)).toHaveValue('');
    expect(within(form).queryByText('You signed in again')).not.toBeInTheDocument();
  });
});
