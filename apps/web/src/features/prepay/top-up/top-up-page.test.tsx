import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodySentTo, callsOf, stubLocationAssign } from '../../../test/portal-server';
import { PENDING_TOP_UP_STORAGE_KEY } from './api/pending-top-up-storage';
import { fill, idempotencyKeysSentTo, renderTopUp } from './testing/render-top-up';
import {
  DECLINING_CARD,
  GATEWAY_PAGE,
  MASTERCARD,
  PAYMENTS,
  VOUCHER_ORDERS,
  bensConfiguration,
} from './testing/top-up-fixtures';

afterEach(() => {
  localStorage.clear();
});

const balance = () => screen.findByRole('region', { name: 'Prepay balance' });

describe('/mobile/prepay-top-up: topping up', () => {
  it('says top-ups are paused during maintenance and does not offer to top up', async () => {
    const { user } = await renderTopUp({
      maintenance: {
        active: true,
        window: {
          startsAt: '2026-11-20T10:00:00.000Z',
          endsAt: '2026-11-20T12:00:00.000Z',
          message: 'We are upgrading our payment systems.',
        },
      },
    });
    expect(await screen.findByText('Top-ups are paused for maintenance')).toBeVisible();
    expect(screen.getByText(/We are upgrading our payment systems\./)).toBeVisible();
    await fill(user, screen.getByLabelText(/Top-up amount/), '20');
    expect(screen.getByRole('button', { name: 'Top up $20.00' })).toBeDisabled();
    // Settings are not top-ups: an auto top-up can still be set up.
    await user.click(screen.getByLabelText(/Set up Auto Top Up/));
    expect(screen.getByRole('button', { name: 'Set up Auto Top Up' })).toBeEnabled();
  });
  it('tops up $20 from the saved Mastercard: asks first, then says so and shows the new balance', async () => {
    const { user, fetchMock } = await renderTopUp();
    expect(await balance()).toHaveTextContent('$25.50');
    await user.click(screen.getByLabelText('Mastercard •••• 4444'));
    await fill(user, screen.getByLabelText(/Top-up amount/), '20');
    await user.click(screen.getByRole('button', { name: 'Top up $20.00' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your Top Up' });
    expect(dialog).toHaveTextContent(
      "We'll charge $20.00 to your Mastercard •••• 4444 and add it to 020 123 4570.",
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));

    const done = await screen.findByRole('dialog', { name: 'Top up successful' });
    expect(done).toHaveTextContent('$20.00 has been added to 020 123 4570.');
    expect(done).toHaveTextContent('Your balance is now $45.50.');
    const path = `${PAYMENTS}/cards/${MASTERCARD}/payment`;
    expect(bodySentTo(fetchMock, path)).toEqual({ amount: 2000, targetMsisdn: '0201234570' });
    expect(idempotencyKeysSentTo(fetchMock, path)[0]).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await balance()).toHaveTextContent('$45.50');
  });

  it('sends a retried attempt with the same Idempotency-Key, and the next top-up with a new one', async () => {
    const path = `${PAYMENTS}/cards/${MASTERCARD}/payment`;
    const { user, fetchMock } = await renderTopUp({ failFirst: { [`POST ${path}`]: 502 } });
    await user.click(await screen.findByLabelText('Mastercard •••• 4444'));
    await fill(user, screen.getByLabelText(/Top-up amount/), '12,5');
    await user.click(screen.getByRole('button', { name: 'Top up $12.50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your Top Up' });
    expect(dialog).toHaveTextContent('$12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));
    const done = await screen.findByRole('dialog', { name: 'Top up successful' });
    await user.click(within(done).getByRole('button', { name: 'Close' }));

    await user.click(await screen.findByLabelText('Mastercard •••• 4444'));
    await fill(user, screen.getByLabelText(/Top-up amount/), '12.50');
    await user.click(screen.getByRole('button', { name: 'Top up $12.50' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Top up' }),
    );
    await screen.findByRole('dialog', { name: 'Top up successful' });
    const [first, retry, next] = idempotencyKeysSentTo(fetchMock, path);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('shows a declined saved card as a failure and leaves the balance as it was', async () => {
    const config = bensConfiguration();
    const { user } = await renderTopUp({
      configuration: {
        ...config,
        savedCards: [
          ...config.savedCards,
          { ...config.savedCards[0]!, cardId: DECLINING_CARD, maskedNumber: '************0002' },
        ],
      },
    });
    await user.click(await screen.findByLabelText('Mastercard •••• 0002'));
    await fill(user, screen.getByLabelText(/Top-up amount/), '20');
    await user.click(screen.getByRole('button', { name: 'Top up $20.00' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Top up' }),
    );
    const failed = await screen.findByRole('dialog', { name: 'Top up declined' });
    expect(failed).toHaveTextContent('Your payment was declined, so your balance has not changed.');
    await user.click(within(failed).getByRole('button', { name: 'Close' }));
    expect(await balance()).toHaveTextContent('$25.50');
  });

  it('keeps the new-card top-up as the pending top-up and goes to the gateway page', async () => {
    const { user, fetchMock } = await renderTopUp();
    await user.click(await screen.findByLabelText('New card'));
    await user.click(screen.getByLabelText('Save this card for future top-ups'));
    await fill(user, screen.getByLabelText(/Top-up amount/), '30');
    await user.click(screen.getByRole('button', { name: 'Top up $30.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your Top Up' });
    expect(dialog).toHaveTextContent('secure payment page');
    expect(dialog).toHaveTextContent('and your card saved for next time');
    const assign = stubLocationAssign();
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));

    await expect.poll(() => assign.mock.calls[0]?.[0]).toBe(GATEWAY_PAGE);
    expect(bodySentTo(fetchMock, `${PAYMENTS}/initiatePayment`)).toEqual({
      amount: 3000,
      targetMsisdn: '0201234570',
      saveCard: true,
      callbackUrl: '/mobile/prepay-top-up',
      paymentMethod: 'CreditCard',
    });
    expect(JSON.parse(localStorage.getItem(PENDING_TOP_UP_STORAGE_KEY) ?? 'null')).toMatchObject({
      transactionGuid: 'gtx_new',
      operation: 'TopUpFromNewCard',
      accountCode: '30000101',
      targetMsisdn: '0201234570',
      amount: 3000,
    });
    // Leaving for the gateway: nothing can be pressed twice.
    expect(within(dialog).getByRole('button', { name: 'Top up' })).toBeDisabled();
  });

  it('goes to the bank page for online banking', async () => {
    const { user, fetchMock } = await renderTopUp();
    await user.click(await screen.findByLabelText('Online banking'));
    expect(screen.queryByLabelText('New card')).toBeNull();
    expect(screen.queryByLabelText('Set up Auto Top Up')).toBeNull();
    await fill(user, screen.getByLabelText(/Top-up amount/), '15');
    await user.click(screen.getByRole('button', { name: 'Top up $15.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your Top Up' });
    expect(dialog).toHaveTextContent("You'll go to your bank's page to approve $15.00.");
    const assign = stubLocationAssign();
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));
    await expect.poll(() => assign.mock.calls.length).toBe(1);
    expect(bodySentTo(fetchMock, `${PAYMENTS}/initiatePayment`)).toMatchObject({
      paymentMethod: 'OnlineEftpos',
      saveCard: false,
    });
    expect(localStorage.getItem(PENDING_TOP_UP_STORAGE_KEY)).toContain('OnlineBankingTopUp');
  });

  it('redeems a voucher once; a second use and an unknown voucher are refused', async () => {
    const { user, fetchMock } = await renderTopUp();
    await user.click(await screen.findByLabelText('Voucher'));
    expect(screen.queryByLabelText(/Top-up amount/)).toBeNull();
    const voucher = screen.getByLabelText(/Voucher number/);
    await fill(user, voucher, '1234 5678 9012');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm your Top Up' });
    expect(dialog).toHaveTextContent('voucher 123456789012');
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));
    const done = await screen.findByRole('dialog', { name: 'Top up successful' });
    expect(done).toHaveTextContent('$20.00 has been added to 020 123 4570.');
    expect(bodySentTo(fetchMock, VOUCHER_ORDERS)).toEqual({
      orderType: 'VoucherRedemption',
      serviceEntity: '0201234570',
      voucherNumber: '123456789012',
    });
    await user.click(within(done).getByRole('button', { name: 'Close' }));

    await user.click(await screen.findByLabelText('Voucher'));
    await fill(user, screen.getByLabelText(/Voucher number/), '123456789012');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm your Top Up' });
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That voucher has already been used.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    const field = screen.getByLabelText(/Voucher number/);
    await fill(user, field, '000000000000');
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm your Top Up' });
    await user.click(within(dialog).getByRole('button', { name: 'Top up' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That voucher number is not valid.',
    );
  });

  it("says what is wrong with the amount and the voucher, in the spec's words", async () => {
    const { user, fetchMock } = await renderTopUp();
    const amount = await screen.findByLabelText(/Top-up amount/);
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(screen.getByText('Please enter a valid payment amount')).toBeVisible();
    for (const [typed, message] of [
      ['12.345', 'Please enter a valid payment amount'],
      ['abc', 'Please enter a valid payment amount'],
      ['4,99', 'Top up at least $5.00.'],
      ['500.01', 'Top up at most $500.00.'],
    ] as const) {
      await fill(user, amount, typed);
      expect(screen.getByText(message)).toBeVisible();
    }
    await user.click(screen.getByLabelText('Voucher'));
    await fill(user, screen.getByLabelText(/Voucher number/), '12345');
    await user.tab();
    expect(screen.getByText('Enter the 12 digits of the voucher.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('offers common amounts as one tap, and the button says the amount', async () => {
    const { user } = await renderTopUp();
    const amounts = await screen.findByRole('group', { name: 'Common amounts' });
    const twenty = within(amounts).getByRole('button', { name: '$20.00' });
    expect(twenty).toHaveAttribute('aria-pressed', 'false');
    await user.click(twenty);
    expect(screen.getByLabelText(/Top-up amount/)).toHaveValue('20.00');
    expect(twenty).toHaveAttribute('aria-pressed', 'true');
    await user.click(await screen.findByLabelText('Mastercard •••• 4444'));
    await user.click(screen.getByRole('button', { name: 'Top up $20.00' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm your Top Up' })).toHaveTextContent(
      "We'll charge $20.00 to your Mastercard •••• 4444",
    );
  });

  it('shows no voucher error before the voucher field is typed in and left', async () => {
    const { user } = await renderTopUp();
    await screen.findByLabelText(/Top-up amount/);
    // A submit with the card form empty, then a change to a voucher.
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(screen.getByText('Please enter a valid payment amount')).toBeVisible();
    await user.click(screen.getByLabelText('Voucher'));
    const voucher = screen.getByLabelText(/Voucher number/);
    expect(voucher).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Enter the 12 digits of the voucher.')).toBeNull();
    await user.click(voucher);
    await user.tab();
    expect(screen.queryByText('Enter the 12 digits of the voucher.')).toBeNull();
    await fill(user, voucher, '12345');
    await user.tab();
    expect(screen.getByText('Enter the 12 digits of the voucher.')).toBeVisible();
  });

  it('lists cards in use first with their use; only a card nothing uses can be removed', async () => {
    const { user, fetchMock } = await renderTopUp();
    const cards = await screen.findByRole('radiogroup', { name: 'Card' });
    const radios = within(cards).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'card_visa_1111',
      'card_mc_4444',
      'none',
    ]);
    expect(cards).toHaveTextContent('Used as Autopay and Auto Top Up payment method');
    expect(screen.queryByRole('button', { name: 'Remove Visa •••• 1111' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Mastercard •••• 4444' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete saved card?' });
    expect(within(dialog).getByRole('button', { name: 'Keep' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    const done = await screen.findByRole('dialog', { name: 'Success!' });
    expect(done).toHaveTextContent('Card removed successfully');
    expect(callsOf(fetchMock)).toContain(
      'DELETE /api/payments/v2/accounts/30000101/creditcards/card_mc_4444',
    );
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    await expect.poll(() => screen.queryByLabelText('Mastercard •••• 4444')).toBeNull();
  });
});
