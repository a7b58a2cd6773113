import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodySentTo, callsOf } from '../../../test/portal-server';
import { fill, renderTopUp } from './testing/render-top-up';
import {
  ACCOUNT,
  CONFIGURATION,
  LINE,
  MASTERCARD,
  VISA,
  bensConfiguration,
} from './testing/top-up-fixtures';
import { keepPendingAction } from '../../../shared/step-up/pending-action';
import { isKeptSetting } from './api/kept-setting';
import { topUpOperationKey } from './api/recharge-queries';

/** Ben's line with nothing set up, so each setting can be added. */
const nothingSetUp = {
  ...bensConfiguration(),
  autopay: { enabled: false, cardId: null },
  autoTopup: null,
  monthlyAutoTopups: [],
};

describe('/mobile/prepay-top-up: auto top-ups and autopay', () => {
  it('opens on the tab the URL names', async () => {
    await renderTopUp({}, '/mobile/prepay-top-up?tab=autoPay');
    expect(await screen.findByRole('tab', { name: 'Autopay', selected: true })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete Autopay' })).toBeVisible();
  });

  it('asks for the Auto Top Up terms before anything is sent', async () => {
    const { user, fetchMock } = await renderTopUp({ configuration: nothingSetUp });
    expect(await screen.findByText(/No Auto Top Ups yet/)).toBeVisible();
    await fill(user, screen.getByLabelText(/Top-up amount/), '25');
    await user.click(screen.getByLabelText(/Set up Auto Top Up/));
    expect(screen.getByLabelText(/When my balance falls below/)).toHaveValue('5.00');
    await user.click(screen.getByRole('button', { name: 'Set up Auto Top Up' }));
    expect(
      screen.getByText(
        'Please check and agree for all the conditions in order to proceed to the next step',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf(fetchMock).filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it('sets up a low-balance Auto Top Up that asks first, on the chosen card', async () => {
    const { user, fetchMock } = await renderTopUp({ configuration: nothingSetUp });
    await user.click(await screen.findByLabelText('Mastercard •••• 4444'));
    await fill(user, screen.getByLabelText(/Top-up amount/), '25');
    await user.click(screen.getByLabelText(/Set up Auto Top Up/));
    await fill(user, screen.getByLabelText(/When my balance falls below/), '7,5');
    await user.click(screen.getByLabelText(/Ask me before each Auto Top Up/));
    await user.click(screen.getByLabelText(/I accept the Auto Top Up terms/));
    await user.click(screen.getByRole('button', { name: 'Set up Auto Top Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up Auto Top Up' });
    expect(dialog).toHaveTextContent(
      "When the balance of 020 123 4570 falls below $7.50, we'll top it up by $25.00 from your Mastercard •••• 4444, after you confirm each one.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Set up Auto Top Up' }));
    const done = await screen.findByRole('dialog', { name: 'Auto Top Up has been set up' });
    expect(bodySentTo(fetchMock, `${CONFIGURATION}/autotopup`)).toEqual({
      cardId: MASTERCARD,
      topupAmountIncludingGst: 2500,
      lowBalanceThresholdIncludingGst: 750,
      requiresCustomerConfirmation: true,
      termsAccepted: true,
    });
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    const list = screen.getByRole('region', { name: 'Your Auto Top Ups' });
    expect(list).toHaveTextContent('$25.00 when the balance of 020 123 4570 falls below $7.50');
    // Now in use, the Mastercard can no longer be removed; the form started again.
    expect(screen.queryByRole('button', { name: 'Remove Mastercard •••• 4444' })).toBeNull();
    expect(screen.getByLabelText(/Set up Auto Top Up/)).not.toBeChecked();
  });

  it('sets up a monthly Auto Top Up on day 28 after refusing day 29, and needs a saved card', async () => {
    const { user, fetchMock } = await renderTopUp({ configuration: nothingSetUp });
    await user.click(await screen.findByLabelText('New card'));
    await fill(user, screen.getByLabelText(/Top-up amount/), '30');
    await user.click(screen.getByLabelText(/Set up Auto Top Up/));
    await user.click(screen.getByLabelText('Every month'));
    await fill(user, screen.getByLabelText(/Day of the month/), '29');
    await user.click(screen.getByLabelText(/I accept the Auto Top Up terms/));
    await user.click(screen.getByRole('button', { name: 'Set up Auto Top Up' }));
    expect(screen.getByText('Choose a day from 1 to 28.')).toBeVisible();
    expect(screen.getByText(/Choose a saved card\./)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByLabelText('Visa •••• 1111'));
    const day = screen.getByLabelText(/Day of the month/);
    await fill(user, day, '28');
    await user.click(screen.getByRole('button', { name: 'Set up Auto Top Up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up Monthly Auto Top Up' });
    expect(dialog).toHaveTextContent(
      "On the 28th of every month, we'll top up 020 123 4570 by $30.00 from your Visa •••• 1111.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Set up Auto Top Up' }));
    await screen.findByRole('dialog', { name: 'Monthly Auto Top Up has been set up' });
    expect(bodySentTo(fetchMock, `${CONFIGURATION}/monthlyAutoTopup`)).toEqual({
      targetServiceEntity: '0201234570',
      cardId: VISA,
      dayOfMonth: 28,
      topupAmountIncludingGst: 3000,
      termsAccepted: true,
    });
  });

  it('deletes each Auto Top Up with its own dialog', async () => {
    const { user, fetchMock } = await renderTopUp();
    const list = await screen.findByRole('region', { name: 'Your Auto Top Ups' });
    expect(list).toHaveTextContent('$30.00 on the 15th of each month from Visa •••• 1111');

    await user.click(
      within(list).getByRole('button', { name: 'Delete Monthly Auto Top Up of 020 123 4570' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Delete Auto Top Up' });
    expect(dialog).toHaveTextContent(
      '020 123 4570 will no longer be topped up by $30.00 on the 15th of each month.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep Auto Top Up' }));
    expect(callsOf(fetchMock).some((call) => call.startsWith('DELETE'))).toBe(false);

    await user.click(
      within(list).getByRole('button', { name: 'Delete Monthly Auto Top Up of 020 123 4570' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Delete Auto Top Up' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Auto Top Up' }));
    let done = await screen.findByRole('dialog', { name: 'Auto Top Up has been deleted' });
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    const monthly = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(monthly?.[0]).toBe(`${CONFIGURATION}/monthlyAutoTopup?targetServiceEntity=0201234570`);

    await user.click(
      within(list).getByRole('button', { name: 'Delete Auto Top Up when the balance is low' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Delete Auto Top Up' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Auto Top Up' }));
    done = await screen.findByRole('dialog', { name: 'Auto Top Up has been deleted' });
    expect(callsOf(fetchMock)).toContain(`DELETE ${CONFIGURATION}/autotopup`);
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    expect(await within(list).findByText(/No Auto Top Ups yet/)).toBeVisible();
  });

  it('sets up Autopay on the autoPay tab with the terms, then deletes it', async () => {
    const { user, fetchMock, router } = await renderTopUp({ configuration: nothingSetUp });
    await user.click(await screen.findByRole('tab', { name: 'Autopay' }));
    expect(router.state.location.search).toEqual({ tab: 'autoPay' });
    const panel = screen.getByRole('tabpanel', { name: 'Autopay' });
    await user.click(within(panel).getByLabelText('Visa •••• 1111'));
    await user.click(within(panel).getByRole('button', { name: 'Set up Autopay' }));
    expect(
      within(panel).getByText(
        'Please check and agree for all the conditions in order to proceed to the next step',
      ),
    ).toBeVisible();
    await user.click(within(panel).getByLabelText(/I accept the Autopay terms/));
    await user.click(within(panel).getByRole('button', { name: 'Set up Autopay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up Autopay' });
    await user.click(within(dialog).getByRole('button', { name: 'Set up Autopay' }));
    const done = await screen.findByRole('dialog', { name: 'Autopay has been set up' });
    expect(bodySentTo(fetchMock, `${CONFIGURATION}/autoPay`)).toEqual({
      cardId: VISA,
      termsAccepted: true,
    });
    await user.click(within(done).getByRole('button', { name: 'Close' }));

    expect(await within(panel).findByText(/Autopay is on for 020 123 4570/)).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Delete Autopay' }));
    const remove = await screen.findByRole('dialog', { name: 'Delete Autopay' });
    await user.click(within(remove).getByRole('button', { name: 'Delete Autopay' }));
    await screen.findByRole('dialog', { name: 'Autopay has been deleted' });
    expect(callsOf(fetchMock)).toContain(`DELETE ${CONFIGURATION}/autoPay`);
  });

  it('shows the last failed Auto Top Up, and a held one to confirm', async () => {
    const { user } = await renderTopUp({
      configuration: {
        ...bensConfiguration(),
        lastAutoTopUpFailure: {
          rechargeTransactionId: 'f1',
          trigger: 'Monthly',
          amount: 3000,
          failedAt: '2026-11-15T09:00:00.000Z',
          message: 'Your payment was declined, so your balance has not changed.',
        },
        pendingConfirmation: {
          rechargeTransactionId: '0d7c1f9a-2b3c-4d5e-8f90-a1b2c3d4e5f6',
          amount: 2000,
          cardId: VISA,
          requestedAt: '2026-11-20T02:00:00.000Z',
        },
      },
    });
    expect(
      await screen.findByText("Your last Monthly Auto Top Up didn't go through"),
    ).toBeVisible();
    expect(
      screen.getByText(/The Monthly Auto Top Up of \$30\.00 on 15\/11\/2026 failed/),
    ).toBeVisible();
    expect(screen.getByText(/Top up \$20\.00 from your Visa •••• 1111\?/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm Auto Top Up' }));
    const done = await screen.findByRole('dialog', { name: 'Top up successful' });
    expect(done).toHaveTextContent('Your balance is now $45.50.');
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: 'Confirm Auto Top Up' })).toBeNull();
  });
});

describe('/mobile/prepay-top-up: a setting, back from signing in again (decision 052)', () => {
  const monthly = {
    operation: 'AddingMonthlyAutoTopUp',
    cardId: MASTERCARD,
    amount: 3000,
    dayOfMonth: 28,
  };

  it('reopens the setting’s dialog as chosen, saved only at one click', async () => {
    keepPendingAction(topUpOperationKey(ACCOUNT, LINE), { request: monthly, key: 'old-key' });
    const { user, fetchMock } = await renderTopUp({ configuration: nothingSetUp });
    const dialog = await screen.findByRole('dialog', { name: 'Set up Monthly Auto Top Up' });
    expect(dialog).toHaveTextContent('You signed in again');
    expect(dialog).toHaveTextContent(
      "On the 28th of every month, we'll top up 020 123 4570 by $30.00 from your Mastercard •••• 4444.",
    );
    expect(callsOf(fetchMock).filter((call) => call.startsWith('PUT'))).toEqual([]);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Set up Auto Top Up' }));
    expect(
      await screen.findByRole('dialog', { name: 'Monthly Auto Top Up has been set up' }),
    ).toBeVisible();
    expect(callsOf(fetchMock).filter((call) => call.startsWith('PUT'))).toEqual([
      `PUT ${CONFIGURATION}/monthlyAutoTopup`,
    ]);
  });

  it.each([
    ['a card no longer saved', { ...monthly, cardId: 'card-gone' }],
    ['a top-up, which does not ask', { operation: 'TopUp', cardId: MASTERCARD, amount: 2000 }],
    ['an amount that is not cents', { ...monthly, amount: 30.5 }],
    ['garbage', 'monthly'],
  ])('ignores a kept setting that does not fit: %s', async (_what, request) => {
    keepPendingAction(topUpOperationKey(ACCOUNT, LINE), { request, key: 'old-key' });
    await renderTopUp({ configuration: nothingSetUp });
    expect(await screen.findByText(/No Auto Top Ups yet/)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never lets a refusal keep a card number, only a setting', () => {
    expect(isKeptSetting({ request: monthly, key: 'k' })).toBe(true);
    const card = { number: '4111111111111111', expiry: '12/30', cvv: '123' };
    expect(isKeptSetting({ request: { operation: 'SaveNewCard', card }, key: 'k' })).toBe(false);
    expect(isKeptSetting({ request: { ...monthly, card }, key: 'k' })).toBe(false);
  });
});
