import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ORDER_CANCEL_MESSAGES, type Account, type AccountOrder } from '@portal/contracts';
import { anAccount } from '../accounts/testing/account-server';
import { callsOf, mockPortalServer } from '../../test/portal-server';
import { renderInRouter } from '../../test/render-app';
import { accountOrderKeys } from './order-queries';
import { PendingOrders } from './pending-orders';

const order = (overrides: Partial<AccountOrder>): AccountOrder => ({
  orderId: crypto.randomUUID(),
  orderType: 'PowerPlanChange',
  status: 'Pending',
  summary: 'Power plan change to Low User Anytime',
  requestedDateOfProvisioning: '2026-12-01',
  createdAt: '2026-11-21T01:00:00.000Z',
  cancellable: false,
  ...overrides,
});

const ORDERS = '/api/sales/v3/ordering/accounts/30000001/orders';

function serve(
  orders: AccountOrder[] | null,
  options: {
    roles?: Account['roles'];
    cancel?: (orderId: string) => { status?: number; data: unknown; message?: string };
  } = {},
) {
  return mockPortalServer({
    handlers: [
      ({ path }) =>
        path === '/api/accounts/30000001'
          ? { data: anAccount('30000001', { roles: options.roles ?? ['AccountOwner'] }) }
          : undefined,
      ({ path, method }) => {
        const cancelled = /\/orders\/([^/]+)\/cancel$/.exec(path);
        if (method !== 'POST' || cancelled === null) return undefined;
        const orderId = decodeURIComponent(cancelled[1] ?? '');
        if (options.cancel) return options.cancel(orderId);
        const found = (orders ?? []).find((o) => o.orderId === orderId);
        if (found) found.status = 'Cancelled';
        return { data: { ...found, status: 'Cancelled', cancellable: false } };
      },
      ({ path }) =>
        path === ORDERS
          ? orders === null
            ? { status: 403, data: null }
            : { data: orders }
          : undefined,
    ],
  });
}

describe('PendingOrders', () => {
  it('lists only pending orders of the asked types, with the day each takes effect', async () => {
    serve([
      order({}),
      order({ orderType: 'MoveHouse', summary: 'Moving to 5 Rimu Road' }),
      order({ status: 'Completed', summary: 'Power plan change to Standard' }),
    ]);
    await renderInRouter(() => (
      <PendingOrders accountCode="30000001" orderTypes={['PowerPlanChange']} />
    ));
    const status = await screen.findByRole('status');
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Power plan change to Low User Anytime, from 01/12/2026']);
  });

  it('lists every pending order when no type is given', async () => {
    serve([order({}), order({ orderType: 'MoveHouse', summary: 'Moving to 5 Rimu Road' })]);
    await renderInRouter(() => <PendingOrders accountCode="30000001" />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  });

  it('shows nothing when the orders cannot be loaded', async () => {
    serve(null);
    const { queryClient } = await renderInRouter(() => <PendingOrders accountCode="30000001" />);
    await expect
      .poll(() => queryClient.getQueryState(accountOrderKeys.orders('30000001'))?.status)
      .toBe('error');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows nothing when nothing is pending', async () => {
    serve([order({ status: 'Completed' })]);
    const { queryClient } = await renderInRouter(() => <PendingOrders accountCode="30000001" />);
    await expect
      .poll(() => queryClient.getQueryState(accountOrderKeys.orders('30000001'))?.status)
      .toBe('success');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lets the owner cancel an order before its day, after saying what will not happen', async () => {
    const move = order({
      orderType: 'MoveHouse',
      summary: 'Move of power to 5 Rimu Road',
      cancellable: true,
    });
    const { fetchMock } = serve([move, order({})]);
    await renderInRouter(() => <PendingOrders accountCode="30000001" />);
    // The plan change is due too soon to cancel: only the move offers it.
    const button = await screen.findByRole('button', {
      name: 'Cancel: Move of power to 5 Rimu Road',
    });
    expect(screen.getAllByRole('button', { name: /^Cancel:/ })).toHaveLength(1);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent(
      'Move of power to 5 Rimu Road, from 01/12/2026 will not go ahead',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByText('Move of power to 5 Rimu Road is cancelled; nothing will change.'),
    ).toBeVisible();
    expect(callsOf(fetchMock)).toContain(`POST ${ORDERS}/${move.orderId}/cancel`);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    await expect
      .poll(() => screen.queryAllByRole('listitem').map((item) => item.textContent))
      .toEqual(['Power plan change to Low User Anytime, from 01/12/2026']);
  });

  it('keeps the order and says why when the cancel is refused', async () => {
    const change = order({ cancellable: true });
    serve([change], {
      cancel: () => ({ status: 409, data: null, message: ORDER_CANCEL_MESSAGES.dueToday }),
    });
    await renderInRouter(() => <PendingOrders accountCode="30000001" />);
    await userEvent.click(await screen.findByRole('button', { name: /^Cancel:/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ORDER_CANCEL_MESSAGES.dueToday,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.getByRole('listitem')).toHaveTextContent('Power plan change to Low User Anytime');
  });

  it('offers a view-only person no cancel', async () => {
    serve([order({ cancellable: true })], { roles: ['AccountRead'] });
    const { queryClient } = await renderInRouter(() => <PendingOrders accountCode="30000001" />);
    expect(await screen.findByRole('listitem')).toBeVisible();
    await expect
      .poll(() => queryClient.getQueryState(['accounts', '30000001'])?.status ?? 'success')
      .toBe('success');
    expect(screen.queryByRole('button', { name: /^Cancel:/ })).not.toBeInTheDocument();
  });
});
