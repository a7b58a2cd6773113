import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountHandlers, anAccount } from '../../../shared/accounts/testing/account-server';
import { callsOf, customerUser, sessionView, type Handler } from '../../../test/portal-server';
import { renderApp } from '../../../test/render-app';
import { keepPendingAction } from '../../../shared/step-up/pending-action';
import { portInKey } from '../shared/mobile-line-queries';

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

describe('Bring your number, back from signing in again (decision 052)', () => {
  const kept = {
    currentProvider: 'One NZ',
    mobileNumber: '0211234567',
    providerAccountNumber: 'ON-1',
    accountHolderName: 'Aroha Ngata',
    authorityGranted: true,
  };
  const render = () =>
    renderApp(
      '/mobile/bring-your-number',
      {},
      {
        user: customerUser(['30000001']),
        session: sessionView({ accountCode: '30000001' }),
        handlers: [accept, ...accountHandlers({ '30000001': { account: anAccount('30000001') } })],
      },
    );
  const accept: Handler = ({ method, path }) =>
    `${method} ${path}` === PORT_IN
      ? {
          data: {
            orderId: 'PORT-7',
            orderType: 'PortIn',
            status: 'Pending',
            createdAt: '2026-11-21T01:00:00.000Z',
            payload: {},
          },
        }
      : undefined;

  it('reopens the review of the same request, sent only at one click', async () => {
    keepPendingAction(portInKey('30000001'), kept);
    const { user, fetchMock } = await render();
    const review = await screen.findByRole(
      'dialog',
      { name: 'Check your request' },
      { timeout: 5000 },
    );
    expect(callsOf(fetchMock)).not.toContain(PORT_IN);
    await user.dblClick(within(review).getByRole('button', { name: 'Move 021 123 4567 to us' }));
    expect(await screen.findByText('Request reference: PORT-7')).toBeInTheDocument();
    expect(callsOf(fetchMock).filter((call) => call === PORT_IN)).toHaveLength(1);
  });

  it('reopens with the form kept behind the review', async () => {
    keepPendingAction(portInKey('30000001'), kept);
    const { user, fetchMock } = await render();
    const review = await screen.findByRole(
      'dialog',
      { name: 'Check your request' },
      { timeout: 5000 },
    );
    expect(review).toHaveTextContent('Move 021 123 4567 to us to finish what you started.');
    expect(review).toHaveTextContent('for Aroha Ngata (account ON-1 with One NZ)');
    expect(callsOf(fetchMock)).not.toContain(PORT_IN);
    await user.click(within(review).getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Account holder name')).toHaveValue('Aroha Ngata');
    expect(screen.getByLabelText('Current provider')).toHaveValue('One NZ');
    expect(screen.getByRole('checkbox', { name: /authorise you to transfer/ })).toBeChecked();
    expect(callsOf(fetchMock)).not.toContain(PORT_IN);
  });

  it.each([
    ['a provider not offered', { ...kept, currentProvider: 'Evil Telco' }],
    ['no authority given', { ...kept, authorityGranted: false }],
    ['garbage', ['One NZ']],
  ])('ignores a kept request that does not fit: %s', async (_what, value) => {
    keepPendingAction(portInKey('30000001'), value);
    await render();
    expect(await screen.findByLabelText('Account holder name', {}, { timeout: 5000 })).toHaveValue(
      '',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
