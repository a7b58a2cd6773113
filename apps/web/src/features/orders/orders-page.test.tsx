import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Account, TrackedOrder } from '@portal/contracts';
import { accountHandlers, anAccount } from '../../shared/accounts/testing/account-server';
import { callsOf, customerUser, sessionView, type Handler } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';

const TRACKER = '/api/sales/v3/ordering/accounts/30000001/orderTracker';
const ORDER_ID = '0d3b5c4e-0000-4000-8000-000000000001';

const planChange = (): TrackedOrder => ({
  trackingId: ORDER_ID,
  kind: 'planChange',
  outcome: 'open',
  summary: 'Power plan change to Low User',
  status: 'Pending',
  cancellableOrderId: ORDER_ID,
  createdAt: '2026-12-06T21:30:00.000Z',
  steps: [
    { key: 'ordered', label: 'Ordered', state: 'done', date: '2026-12-07' },
    { key: 'scheduled', label: 'Scheduled for 21/12/2026', state: 'done', date: '2026-12-07' },
    { key: 'changed', label: 'Plan changed', state: 'current', date: '2026-12-21' },
  ],
});

const modemReturn = (): TrackedOrder => ({
  trackingId: 'modem-return-1',
  kind: 'modemReturn',
  outcome: 'open',
  summary: 'Return of your modem',
  status: null,
  cancellableOrderId: null,
  createdAt: '2026-12-05T21:30:00.000Z',
  steps: [
    { key: 'bagSent', label: 'Return bag sent', state: 'done', date: '2026-12-06' },
    { key: 'received', label: 'Modem received', state: 'current', date: null },
    { key: 'closed', label: 'Return closed', state: 'upcoming', date: null },
  ],
});

function serve(roles: Account['roles'] = ['AccountOwner']) {
  let orders = [planChange(), modemReturn()];
  const tracker: Handler = ({ method, path }) => {
    if (path === TRACKER) return { data: orders };
    if (method === 'POST' && path.endsWith(`/orders/${ORDER_ID}/cancel`)) {
      orders = orders.map((order) =>
        order.trackingId === ORDER_ID
          ? {
              ...order,
              outcome: 'cancelled',
              status: 'Cancelled',
              cancellableOrderId: null,
              steps: order.steps.map((step) =>
                step.state === 'current' ? { ...step, state: 'notReached', date: null } : step,
              ),
            }
          : order,
      );
      return {
        data: {
          orderId: ORDER_ID,
          orderType: 'PowerPlanChange',
          status: 'Cancelled',
          summary: 'Power plan change to Low User',
          requestedDateOfProvisioning: '2026-12-21',
          createdAt: '2026-12-06T21:30:00.000Z',
          cancellable: false,
        },
      };
    }
    return undefined;
  };
  return [
    tracker,
    ...accountHandlers({ '30000001': { account: anAccount('30000001', { roles }) } }),
  ];
}

const renderOrders = (roles?: Account['roles']) =>
  renderApp(
    '/account/orders',
    {},
    {
      user: customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers: serve(roles),
    },
  );

describe('Your orders', () => {
  it('shows each order as a card with its steps in order and the current one marked', async () => {
    await renderOrders();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();
    const card = await screen.findByRole('listitem', { name: 'Power plan change to Low User' });
    const steps = within(card).getByRole('list', {
      name: 'Steps of Power plan change to Low User',
    });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Ordered · Done 07/12/2026',
      'Scheduled for 21/12/2026 · Done 07/12/2026',
      'Plan changed · Expected 21/12/2026',
    ]);
    const current = steps.querySelector('[aria-current="step"]');
    expect(current?.textContent).toBe('Plan changed · Expected 21/12/2026');

    const bag = screen.getByRole('listitem', { name: 'Return of your modem' });
    expect(bag.querySelector('[aria-current="step"]')?.textContent).toBe(
      'Modem received · Date to come',
    );
    // Only an order the cancel rule allows offers Cancel.
    expect(within(bag).queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });

  it('cancels a pending order after asking, and shows it cancelled', async () => {
    const { user, fetchMock } = await renderOrders();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel: Power plan change to Low User' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByText('Power plan change to Low User is cancelled; nothing will change.'),
    ).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'Power plan change to Low User' });
    expect(await within(card).findByText('Cancelled')).toBeInTheDocument();
    expect(card.querySelector('[aria-current="step"]')).toBeNull();
    expect(callsOf(fetchMock).filter((call) => call.endsWith('/cancel'))).toEqual([
      `POST /api/sales/v3/ordering/accounts/30000001/orders/${ORDER_ID}/cancel`,
    ]);
  });

  it('lets a read-only user follow the orders but not cancel them', async () => {
    await renderOrders(['AccountRead']);
    await screen.findByRole('listitem', { name: 'Power plan change to Low User' });
    expect(screen.queryByRole('button', { name: /^Cancel:/ })).toBeNull();
  });
});
