import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsOf } from '../../../test/portal-server';
import { CARD_SAVED_TEXT } from './components/operation-dialogs';
import { renderTopUp } from './testing/render-top-up';
import { CARD_AUTHORISATIONS, bensConfiguration } from './testing/top-up-fixtures';

const nextYear = String(new Date().getFullYear() + 1);

async function enterCard(user: UserEvent, dialog: HTMLElement, number: string, cvv = '123') {
  const field = (label: RegExp) => within(dialog).getByLabelText(label);
  await user.type(field(/Cardholder name/), 'Ben Carter');
  await user.type(field(/Card number/), number);
  await user.selectOptions(field(/Expiry month/), '8');
  await user.selectOptions(field(/Expiry year/), nextYear);
  await user.type(field(/CVV\/CVC/), cvv);
}

describe('/mobile/prepay-top-up: Add new card (SaveNewCard)', () => {
  it('checks the card in the dialog before anything is sent, then saves it for the lists', async () => {
    const { user, fetchMock } = await renderTopUp();
    await user.click(await screen.findByRole('button', { name: 'Add new card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new card' });
    expect(dialog).toHaveTextContent(/Nothing is charged/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Please enter a valid credit/debit card number')).toBeVisible();
    expect(callsOf(fetchMock)).not.toContain(`POST ${CARD_AUTHORISATIONS}`);

    await enterCard(user, dialog, '4242424242424242');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const done = await screen.findByRole('dialog', { name: 'Success!' });
    expect(done).toHaveTextContent(CARD_SAVED_TEXT);
    expect(callsOf(fetchMock)).toContain(`POST ${CARD_AUTHORISATIONS}/gtx_save/process`);
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    // The new card is offered at once, and nothing uses it, so it can be removed.
    expect(await screen.findByRole('radio', { name: 'Visa •••• 4242' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove Visa •••• 4242' })).toBeVisible();
  });

  it.each([
    ['an Amex', '3782 822463 10005', '1234'],
    ['a Diners Club card', '3622 720627 1667', '123'],
  ])(
    'saves %s: every type the card patterns know, not Visa and Mastercard only',
    async (_, number, cvv) => {
      const { user, fetchMock } = await renderTopUp();
      await user.click(await screen.findByRole('button', { name: 'Add new card' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add new card' });
      expect(within(dialog).getByLabelText(/Card number/)).not.toHaveAccessibleDescription(
        /Visa or Mastercard/,
      );
      await enterCard(user, dialog, number, cvv);
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(await screen.findByRole('dialog', { name: 'Success!' })).toBeVisible();
      expect(callsOf(fetchMock)).toContain(`POST ${CARD_AUTHORISATIONS}/gtx_save/process`);
    },
  );

  it('keeps the dialog open with the bank’s reason when the card is declined', async () => {
    const { user, fetchMock } = await renderTopUp();
    await user.click(await screen.findByRole('button', { name: 'Add new card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new card' });
    await enterCard(user, dialog, '4000000000000002');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Your card was declined by your bank.')).toBeVisible();
    expect(callsOf(fetchMock)).not.toContain(`POST ${CARD_AUTHORISATIONS}/gtx_save/process`);
  });

  it('is offered on the Autopay tab when there is no saved card yet', async () => {
    const { user } = await renderTopUp(
      {
        configuration: {
          ...bensConfiguration(),
          autopay: { enabled: false, cardId: null },
          autoTopup: null,
          monthlyAutoTopups: [],
          savedCards: [],
        },
      },
      '/mobile/prepay-top-up?tab=autoPay',
    );
    expect(await screen.findByText('Save a card first')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add new card' }));
    expect(await screen.findByRole('dialog', { name: 'Add new card' })).toBeVisible();
  });
});
