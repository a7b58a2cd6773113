import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CreditCardTransaction, ListedSavedCard } from '@portal/contracts';
import type { Handler } from '../../test/portal-server';
import { callsOf, stubLocationAssign } from '../../test/portal-server';
import { renderPaymentsPage } from './testing/render-payments-page';
import type { PaymentsData } from './testing/payments-server';
import { mastercard4444, sentCalls, visa1111 } from './testing/payments-server';
import { keepPendingAction } from '../../shared/step-up/pending-action';
import { askToSignInAgain, dismissStepUp } from '../../shared/step-up/step-up-request';
import { takePendingAction } from '../../shared/step-up/pending-action';
import { cardPaymentsKey, cardPaymentsMutationOptions } from './api/payment-queries';

const PAYMENTS = '/api/payments/v2/accounts/30000001';
const SUBMIT_URL = 'http://portal.test/gateway/api/v1/transactions/gtx_cc/card';
const nextYear = String(new Date().getFullYear() + 1);

const withLinks = (rel: string): CreditCardTransaction => ({
  id: 'gtx_cc',
  links: [
    { rel: 'hostedPage', href: 'http://portal.test/gateway/pay/gtx_cc', method: 'GET' },
    { rel, href: SUBMIT_URL, method: 'POST' },
  ],
});

const amex: ListedSavedCard = {
  cardId: 'card-amex',
  type: 'Amex',
  maskedNumber: '***********0005',
  expiry: '01/30',
  removable: true,
  usedAs: null,
};

const gateway: Handler = ({ method, path }) =>
  method === 'POST' && path === '/gateway/api/v1/transactions/gtx_cc/card'
    ? {
        data: {
          status: 'Approved',
          declineReason: null,
          redirectUrl: 'http://localhost/account/payment-method?transactionGuid=gtx_cc',
        },
      }
    : undefined;

async function openCardTab(data: PaymentsData) {
  stubLocationAssign();
  const rendered = await renderPaymentsPage('/account/payment-method', data, undefined, [gateway]);
  await rendered.user.click(await screen.findByRole('tab', { name: 'Card' }));
  return rendered;
}

async function fillCard(user: UserEvent, number: string, cvv = '123') {
  await user.type(screen.getByLabelText(/Cardholder name/), 'Aroha Ngata');
  await user.type(screen.getByLabelText(/Card number/), number);
  await user.selectOptions(screen.getByLabelText(/Expiry month/), '8');
  await user.selectOptions(screen.getByLabelText(/Expiry year/), nextYear);
  await user.type(screen.getByLabelText(/CVV\/CVC/), cvv);
}

const submitButton = () => screen.getByRole('button', { name: 'Save card and pay bills by card' });

describe('/account/payment-method: card', () => {
  it('puts every field error of spec section 5 under its field', async () => {
    const { user, fetchMock } = await openCardTab({});
    await user.click(submitButton());
    for (const message of [
      'Please enter a valid cardholder name',
      'Please enter a valid credit/debit card number',
      'Please enter a valid CVV/CVC',
      'Please select a valid expiry month',
      'Please select a valid expiry year',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(callsOf(fetchMock)).not.toContain(`POST ${PAYMENTS}/creditCardTransactions`);
  });

  it('masks the number as typed and asks for the CVV/CVC of this card', async () => {
    const { user } = await openCardTab({});
    await fillCard(user, '4111111111111111', '1234');
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4111 1111 1111 1111');
    await user.click(submitButton());
    expect(screen.getByText('Please enter the CVV/CVC for this card')).toBeVisible();
  });

  it('accepts only Visa and Mastercard', async () => {
    const { user } = await openCardTab({ cards: [amex, visa1111] });
    expect(screen.queryByRole('radio', { name: /Amex/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'New card' }));
    await fillCard(user, '378282246310005', '1234');
    await user.click(submitButton());
    expect(
      screen.getByText(
        'Only Visa and Mastercard can be used for automatic payments. Please use another card.',
      ),
    ).toBeVisible();
  });

  it('posts the card only to a link whose rel is ajaxSubmitCard', async () => {
    const { user, fetchMock } = await openCardTab({
      creditCardTransaction: withLinks('submitCard'),
    });
    await fillCard(user, '4111 1111 1111 1111');
    await user.click(submitButton());
    expect(await screen.findByText('Invalid card-submit URL type')).toBeVisible();
    expect(callsOf(fetchMock)).not.toContain('POST /gateway/api/v1/transactions/gtx_cc/card');
  });

  it('saves a new card through the gateway and makes it the payment method', async () => {
    const saved = { ...visa1111, cardId: 'card-new' };
    const { user, fetchMock } = await openCardTab({
      creditCardTransaction: withLinks('ajaxSubmitCard'),
      processed: { savedCard: saved },
    });
    await fillCard(user, '4111 1111 1111 1111');
    await user.click(submitButton());
    expect(await screen.findByText('Automatic payments are set up by card.')).toBeVisible();
    const sent = sentCalls(fetchMock);
    const posts = sent.filter((call) => call.method !== 'GET');
    expect(posts.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${PAYMENTS}/creditCardTransactions`,
      `POST ${SUBMIT_URL}`,
      `POST ${PAYMENTS}/creditCardTransactions/gtx_cc/process`,
      `PUT ${PAYMENTS}/recurringPaymentMethod`,
    ]);
    expect(posts[0]?.body).toEqual({
      transactionType: 'Authorisation',
      amount: 0,
      businessGroup: 'Residential',
      callbackUrls: { approvedUrl: 'http://localhost/account/payment-method' },
      saveCard: true,
    });
    expect(posts[1]?.body).toEqual({
      cardholderName: 'Aroha Ngata',
      cardNumber: '4111111111111111',
      expiryMonth: 8,
      expiryYear: Number(nextYear),
      cvc: '123',
    });
    expect(posts[3]?.body).toEqual({ recurringPaymentType: 'CreditCard', cardId: 'card-new' });
    // The card number reaches the gateway only, never the portal's API.
    const toApi = sent.filter((call) => call.url.startsWith('/api/'));
    expect(JSON.stringify(toApi)).not.toContain('4111111111111111');
  });

  it('uses a saved Visa or Mastercard', async () => {
    const { user, fetchMock } = await openCardTab({ cards: [visa1111] });
    await user.click(screen.getByRole('button', { name: 'Pay bills with Visa •••• 1111' }));
    expect(await screen.findByText('Automatic payments are set up by card.')).toBeVisible();
    expect(sentCalls(fetchMock).find((call) => call.method === 'PUT')?.body).toEqual({
      recurringPaymentType: 'CreditCard',
      cardId: 'card-visa-1111',
    });
  });
});

describe('/account/payment-method: card, back from signing in again (decision 052)', () => {
  it('reopens the card tab with the saved card chosen, set up only at one click', async () => {
    stubLocationAssign();
    keepPendingAction(cardPaymentsKey('30000001'), { cardId: mastercard4444.cardId });
    const { user, fetchMock } = await renderPaymentsPage(
      '/account/payment-method',
      { cards: [visa1111, mastercard4444] },
      undefined,
      [gateway],
    );
    expect(
      await screen.findByText('Pay bills with Mastercard •••• 4444 to finish what you started.'),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: /Mastercard •••• 4444/ })).toBeChecked();
    expect(sentCalls(fetchMock).filter((call) => call.method === 'PUT')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Pay bills with Mastercard •••• 4444' }));
    expect(await screen.findByText('Automatic payments are set up by card.')).toBeVisible();
    expect(sentCalls(fetchMock).filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('ignores a kept card that is no longer saved', async () => {
    stubLocationAssign();
    keepPendingAction(cardPaymentsKey('30000001'), { cardId: 'card-gone' });
    await renderPaymentsPage('/account/payment-method', { cards: [visa1111] }, undefined, [
      gateway,
    ]);
    expect(await screen.findByRole('tab', { name: 'Card' })).toBeVisible();
    expect(screen.queryByText(/to finish what you started/)).not.toBeInTheDocument();
  });

  it('keeps a saved card’s id, and never a new card’s number', () => {
    const { meta, mutationKey } = cardPaymentsMutationOptions('30000001');
    const key = mutationKey;
    const card = { accountCode: '30000001', card: { cardNumber: '4111111111111111' } };
    askToSignInAgain(meta?.stepUp, { key, variables: card });
    expect(JSON.stringify(sessionStorage)).not.toContain('4111');
    askToSignInAgain(meta?.stepUp, { key, variables: { cardId: visa1111.cardId } });
    expect(takePendingAction(key)).toEqual({ cardId: visa1111.cardId });
    dismissStepUp();
  });
});
