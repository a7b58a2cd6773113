import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountOrder } from '@portal/contracts';
import { mockPortalServer } from '../../test/portal-server';
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
  ...overrides,
});

function serve(orders: AccountOrder[] | null) {
  mockPortalServer({
    handlers: [
      ({ path }) =>
        path === '/api/sales/v3/ordering/accounts/30000001/orders'
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
});
