import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  MOVE_HOUSE_MESSAGES,
  MOVE_HOUSE_ORDER_TYPE,
  type AccountOrder,
  type AccountProducts,
} from '@portal/contracts';
import { addDays, formatDate, toNzDateKey } from '@portal/domain';
import {
  aCoreProduct,
  accountHandlers,
  anAccount,
  fibreAndPower,
  serviceAddressesHandler,
} from '../../shared/accounts/testing/account-server';
import { customerUser, sessionView, type Handler } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';

const ACCOUNT = '30000001';
const ORDERS = `/api/sales/v3/ordering/accounts/${ACCOUNT}/orders`;
const MOVE = `/api/sales/v3/ordering/accounts/${ACCOUNT}/moveAddressOrders`;
const wirelessOnly: AccountProducts = {
  coreProducts: [
    aCoreProduct(['mobile2_wbb'], {
      coreProductKey: 'WBBv2_4G_Unlimited',
      broadbandCategoryGroup: 'Wireless',
    }),
  ],
  additionalProducts: [],
};

interface Posted {
  body: unknown;
  key: string | null;
}

function moveServer(orders: AccountOrder[]) {
  const posted: Posted[] = [];
  const handler: Handler = ({ method, path, body }) => {
    if (method === 'GET' && path === ORDERS) return { data: orders };
    if (method === 'POST' && path === MOVE) {
      posted.push({ body, key: null });
      const { movingDate } = body as { movingDate: string };
      return {
        data: {
          orderId: 'order-1',
          orderType: MOVE_HOUSE_ORDER_TYPE,
          summary: `Move of power and broadband to 5 Rātā Road, Hamilton 3216 on ${formatDate(movingDate)}`,
          requestedDateOfProvisioning: movingDate,
          orderImpact: [],
        },
      };
    }
    return undefined;
  };
  return { posted, handler };
}

async function renderMove(
  products: AccountProducts,
  orders: AccountOrder[] = [],
  account = anAccount(ACCOUNT),
) {
  const server = moveServer(orders);
  const rendered = await renderApp(
    '/move-house',
    {},
    {
      user: customerUser([ACCOUNT]),
      session: sessionView({ accountCode: ACCOUNT }),
      handlers: [
        server.handler,
        serviceAddressesHandler(ACCOUNT),
        ...accountHandlers({ [ACCOUNT]: { account, products } }),
      ],
    },
  );
  return { ...rendered, ...server, user: userEvent.setup() };
}

const mere = anAccount(ACCOUNT, { roles: ['AccountRead'] });
const booked: AccountOrder = {
  orderId: 'order-1',
  orderType: MOVE_HOUSE_ORDER_TYPE,
  status: 'Pending',
  summary: 'Move of power and broadband to 5 Rātā Road, Hamilton 3216',
  requestedDateOfProvisioning: '2026-12-05',
  createdAt: '2026-11-21T09:00:00+13:00',
  cancellable: true,
};

describe('Move house', () => {
  it('is not offered on a farm-source account, which has statements only', async () => {
    const farm = anAccount(ACCOUNT, {
      accountName: 'Hill Farm',
      externalReferences: [{ type: 'FarmSourceAccountNumber', value: 'FS-1' }],
    });
    const { posted } = await renderMove(fibreAndPower, [], farm);
    expect(await screen.findByText('Statements only for this account')).toBeVisible();
    expect(screen.getByText(/House moves aren't available for Hill Farm/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Where and when' })).not.toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('checks the details, shows what changes, then books the move once', async () => {
    const { posted, user, fetchMock } = await renderMove(fibreAndPower);
    const details = await screen.findByRole('form', { name: 'Where and when' });
    expect(
      await within(details).findByText(/12 Kōwhai Street, Ponsonby, Auckland 1011/),
    ).toBeVisible();
    await user.type(
      within(details).getByLabelText(/^Moving date/),
      formatDate(addDays(toNzDateKey(new Date()), -1)),
    );
    await user.click(within(details).getByRole('button', { name: 'Review move' }));
    expect(within(details).getByText(MOVE_HOUSE_MESSAGES.movingDatePast)).toBeVisible();
    expect(within(details).getByText(MOVE_HOUSE_MESSAGES.address1)).toBeVisible();
    expect(within(details).getByText(MOVE_HOUSE_MESSAGES.postCode)).toBeVisible();

    const movingDate = addDays(toNzDateKey(new Date()), 14);
    await user.type(within(details).getByLabelText(/^Street address/), '5 Rātā Road');
    await user.type(within(details).getByLabelText(/^Town or city/), 'Hamilton');
    await user.type(within(details).getByLabelText(/^Postcode/), '3216');
    const date = within(details).getByLabelText(/^Moving date/);
    await user.clear(date);
    await user.type(date, formatDate(movingDate));
    await user.click(within(details).getByRole('checkbox', { name: 'Broadband' }));
    await user.click(within(details).getByRole('button', { name: 'Review move' }));

    const review = await screen.findByRole('region', { name: 'Check your move' });
    expect(within(review).getByText(formatDate(movingDate))).toBeVisible();
    expect(within(review).getByText(/^Power moves to 5 Rātā Road, Hamilton 3216/)).toBeVisible();
    expect(
      within(review).getByText(
        'Broadband stays at your current address and is billed as it is now.',
      ),
    ).toBeVisible();
    expect(posted).toEqual([]);

    await user.click(within(review).getByRole('button', { name: 'Book my move' }));
    expect(await screen.findByText('Your move is booked')).toBeVisible();
    expect(posted.map((sent) => sent.body)).toEqual([
      {
        newAddress: {
          address1: '5 Rātā Road',
          address2: '',
          suburb: '',
          city: 'Hamilton',
          postCode: '3216',
        },
        movingDate,
        services: ['power'],
      },
    ]);
    const call = fetchMock.mock.calls.find(
      ([input]) => typeof input === 'string' && input.endsWith(MOVE),
    );
    const headers = new Headers(call?.[1]?.headers);
    expect(headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is not offered where the only broadband is wireless and there is no power', async () => {
    await renderMove(wirelessOnly);
    expect(await screen.findByText(MOVE_HOUSE_MESSAGES.notOffered)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Where and when' })).toBeNull();
  });

  it('shows a booked move instead of the form', async () => {
    await renderMove(fibreAndPower, [booked]);
    expect(
      await screen.findByText(
        'Move of power and broadband to 5 Rātā Road, Hamilton 3216, from 05/12/2026',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Where and when' })).toBeNull();
  });

  it('gives a view-only user the notice in place of the form', async () => {
    const { posted } = await renderMove(fibreAndPower, [], mere);
    expect(await screen.findByText('You have view-only access to this account')).toBeVisible();
    expect(screen.getByText(/only the account holder can book a move/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Where and when' })).toBeNull();
    expect(posted).toEqual([]);
  });

  it('shows a view-only user a booked move without the way to cancel it', async () => {
    await renderMove(fibreAndPower, [booked], mere);
    expect(
      await screen.findByText(/only the account holder can book, change or cancel a move/),
    ).toBeVisible();
    expect(screen.getByText(/5 Rātā Road, Hamilton 3216, from 05\/12\/2026/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(screen.queryByText(/cancel it and book again/)).toBeNull();
  });
});
