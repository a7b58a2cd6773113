import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountHandlers, anAccount } from '../../../shared/accounts/testing/account-server';
import { callsOf, customerUser, sessionView, type Handler } from '../../../test/portal-server';
import { renderApp } from '../../../test/render-app';

const PORT_IN = 'POST /api/mobile/v2/ordering/accounts/30000001/portIn';

describe('Bring your number, refused', () => {
  it('shows the server’s refusal in the review, once per press, and keeps the form', async () => {
    const refuse: Handler = ({ method, path }) =>
      `${method} ${path}` === PORT_IN
        ? { status: 409, data: null, message: 'That number is already with us.' }
        : undefined;
    const { user, fetchMock } = await renderApp(
      '/mobile/bring-your-number',
      {},
      {
        user: customerUser(['30000001']),
        session: sessionView({ accountCode: '30000001' }),
        handlers: [refuse, ...accountHandlers({ '30000001': { account: anAccount('30000001') } })],
      },
    );
    await user.selectOptions(
      await screen.findByLabelText('Current provider', {}, { timeout: 5000 }),
      'One NZ',
    );
    await user.type(screen.getByLabelText('Mobile number'), '021 123 4567');
    await user.type(screen.getByLabelText('Account number with your current provider'), 'ON-1');
    await user.type(screen.getByLabelText('Account holder name'), 'Aroha Ngata');
    await user.click(screen.getByRole('checkbox', { name: /authorise you to transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Review request' }));
    const review = await screen.findByRole('dialog', { name: 'Check your request' });
    await user.dblClick(within(review).getByRole('button', { name: 'Move 021 123 4567 to us' }));
    expect(await within(review).findByRole('alert')).toHaveTextContent(
      'That number is already with us.',
    );
    expect(callsOf(fetchMock).filter((call) => call === PORT_IN)).toHaveLength(1);
    expect(screen.queryByText('Your request has been sent')).not.toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('021 123 4567');
  });
});
