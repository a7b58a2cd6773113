import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewLineOptions, NewLineOrder, NewLineOrderView } from '@portal/contracts';
import { accountHandlers, anAccount } from '../../../shared/accounts/testing/account-server';
import { accountSelectionStore } from '../../../shared/session';
import { renderApp } from '../../../test/render-app';
import { callsOf, customerUser, type Handler } from '../../../test/portal-server';
import { keepPendingAction } from '../../../shared/step-up/pending-action';
import { EMPTY_NEW_LINE } from './components/new-line-model';
import { newLineOrderKey } from './components/use-place-order';

const NEW_LINE = '/api/mobile/v2/ordering/accounts/30000001/newLine';
const ORDERS = '/api/sales/v3/ordering/accounts/30000001/addProductOrders';

function options(displayGstInclusiveValues = true): NewLineOptions {
  return {
    plans: [
      {
        planKey: 'GROUP_MEMBER',
        planDescription: 'Group Plan Member',
        description: null,
        chargeIncludingGst: 2500,
        chargeExcludingGst: 2174,
        isGroupMember: true,
      },
      {
        planKey: 'CARRYOVER_15GB',
        planDescription: 'Carryover 15GB',
        description: '15GB of data',
        chargeIncludingGst: 5000,
        chargeExcludingGst: 4348,
        isGroupMember: false,
      },
    ],
    numbers: ['0221112222', '0223334444'],
    hardware: [
      {
        key: 'SIM Card',
        name: 'SIM card',
        description: 'Sent by courier.',
        chargeIncludingGst: 0,
        chargeExcludingGst: 0,
        needsDelivery: true,
      },
      {
        key: 'eSIM',
        name: 'eSIM',
        description: 'Emailed QR code.',
        chargeIncludingGst: 0,
        chargeExcludingGst: 0,
        needsDelivery: false,
      },
    ],
    providers: ['Spark', 'Other'],
    displayGstInclusiveValues,
  };
}

/** A small ordering server: options, tokens, the order (kept) and the orders read. */
function orderingServer(gstInclusive = true) {
  const placed: NewLineOrder[] = [];
  const orders: NewLineOrderView[] = [];
  let tokens = 0;
  const handler: Handler = ({ method, path, body }) => {
    if (method === 'GET' && path === `${NEW_LINE}/options`) return { data: options(gstInclusive) };
    if (method === 'GET' && path === `${NEW_LINE}/orders`) return { data: orders };
    if (method === 'POST' && path === `${NEW_LINE}/orderToken`) {
      tokens += 1;
      return {
        data: {
          orderToken: `token-${String(tokens)}-abcdefghijkl`,
          expiresAt: '2026-11-21T02:00:00Z',
        },
      };
    }
    if (method === 'POST' && path === ORDERS) {
      const order = body as NewLineOrder;
      placed.push(order);
      const product = order.additionalProducts[0];
      const view: NewLineOrderView = {
        orderId: `order-${String(placed.length)}`,
        orderType: 'NewLine',
        status: 'Submitted',
        createdAt: '2026-11-21T01:00:00Z',
        planKey: product?.ratePlan ?? '',
        planDescription: 'Carryover 15GB',
        numberChoice: product?.numberChoice ?? 'NewNumber',
        serviceEntity: product?.serviceEntity ?? '',
        hardware: order.hardwareOrders[0]?.items[0]?.key ?? 'eSIM',
        deliveryAddress: order.hardwareOrders[0]?.address ?? null,
        recipientName: null,
        monthlyChargeIncludingGst: 5000,
        monthlyChargeExcludingGst: 4348,
        hardwareChargeIncludingGst: 0,
        hardwareChargeExcludingGst: 0,
      };
      orders.unshift(view);
      // As the shared addProductOrders route answers: the receipt part only.
      return { data: { orderId: view.orderId, status: view.status } };
    }
    return undefined;
  };
  return { handler, placed };
}

function renderPage(
  server = orderingServer(),
  roles: ('AccountOwner' | 'AccountRead')[] = ['AccountOwner'],
  dateCancelled: string | null = null,
) {
  const user = customerUser(['30000001']);
  return renderApp(
    '/mobile/add-mobile-connection',
    {},
    {
      user: { ...user, claims: user.claims.map((claim) => ({ ...claim, roles })) },
      handlers: [
        ...accountHandlers({
          '30000001': { account: anAccount('30000001', { roles, dateCancelled }) },
        }),
        server.handler,
      ],
    },
  );
}

beforeEach(() => {
  accountSelectionStore.reset();
});

describe('/mobile/add-mobile-connection', () => {
  it('orders a new number with an eSIM: no delivery, one token, and the order shows under Your orders', async () => {
    const server = orderingServer();
    const { user, fetchMock } = await renderPage(server);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add a Mobile Connection' }),
    ).toBeInTheDocument();
    await screen.findByText('No mobile connection orders yet.', { exact: false });

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please choose a plan')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Carryover 15GB/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please choose a new number')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '022 333 4444' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.click(await screen.findByRole('radio', { name: /eSIM/ }));
    expect(screen.queryByRole('textbox', { name: /Street address/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const review = await screen.findByLabelText('Your order');
    expect(within(review).getByText('$50.00')).toBeInTheDocument();
    expect(within(review).getByText('022 333 4444 (new number)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const list = await screen.findByRole('list');
    expect(within(list).getByText('022 333 4444')).toBeInTheDocument();
    expect(server.placed).toHaveLength(1);
    expect(server.placed[0]).toMatchObject({
      orderToken: 'token-1-abcdefghijkl',
      salesChannel: 'SelfService',
      salesPerson: 'MyAccountv2',
      additionalProducts: [
        {
          ratePlan: 'CARRYOVER_15GB',
          serviceEntity: '0223334444',
          numberChoice: 'NewNumber',
          portDetails: null,
        },
      ],
      hardwareOrders: [
        {
          address: null,
          items: [{ key: 'eSIM', serviceEntity: '0223334444', recipientName: null }],
        },
      ],
    });
    expect(
      callsOf(fetchMock).filter((call) => call === `POST ${NEW_LINE}/orderToken`),
    ).toHaveLength(1);
  });

  it('asks for the transfer authority, a 4-digit postcode and the recipient before sending anything', async () => {
    const server = orderingServer();
    const { user } = await renderPage(server);
    await user.click(await screen.findByRole('radio', { name: /Group Plan Member/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Bring my number' }));
    await user.type(screen.getByRole('textbox', { name: /Your mobile number/ }), '021 555 6666');
    await user.selectOptions(screen.getByRole('combobox', { name: /Current provider/ }), 'Spark');
    await user.type(screen.getByRole('textbox', { name: /Account number/ }), 'SP-1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('You must grant us authority to transfer your number.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I authorise you/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.type(
      await screen.findByRole('textbox', { name: /Street address/ }),
      '1 Queen Street',
    );
    await user.type(screen.getByRole('textbox', { name: /Suburb/ }), 'CBD');
    await user.type(screen.getByRole('textbox', { name: /Town or city/ }), 'Auckland');
    await user.type(screen.getByRole('textbox', { name: /Postcode/ }), '101');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter a 4-digit postcode')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter the name of the person receiving the delivery'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(server.placed).toHaveLength(0);
  });

  it('shows prices excluding GST for an account that sees GST-exclusive values', async () => {
    const { user } = await renderPage(orderingServer(false));
    expect(await screen.findByText('$43.48 excl. GST')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Carryover 15GB/ }));
  });

  it('lets an AccountRead user see the orders but not order', async () => {
    await renderPage(orderingServer(), ['AccountRead']);
    expect(
      await screen.findByText('You have view-only access to this account'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(
        screen.getByText('No mobile connection orders yet.', { exact: false }),
      ).toBeInTheDocument();
    });
  });

  it('makes the plans one choice: the chosen card is checked, one tab stop, arrows move', async () => {
    const { user } = await renderPage();
    const group = await screen.findByRole('radiogroup', { name: /Choose a plan/ });
    const member = within(group).getByRole('radio', { name: /Group Plan Member/ });
    const carryover = within(group).getByRole('radio', { name: /Carryover 15GB/ });
    expect(member).toHaveAttribute('aria-checked', 'false');
    expect(member).toHaveAttribute('tabindex', '0');
    expect(carryover).toHaveAttribute('tabindex', '-1');

    await user.click(carryover);
    expect(carryover).toHaveAttribute('aria-checked', 'true');
    expect(carryover).toHaveAttribute('data-checked');
    expect(member).toHaveAttribute('aria-checked', 'false');
    expect(carryover).toHaveAttribute('tabindex', '0');
    expect(member).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{ArrowUp}');
    expect(member).toHaveAttribute('aria-checked', 'true');
    expect(member).toHaveFocus();
    expect(carryover).toHaveAttribute('aria-checked', 'false');
  });

  it('offers a closed account no new connection, and says why', async () => {
    const server = orderingServer();
    await renderPage(server, ['AccountOwner'], '2026-08-20');
    expect(await screen.findByText('This account is closed')).toBeVisible();
    expect(screen.getByText(/it was closed on 20\/08\/2026/)).toBeVisible();
    expect(screen.queryByRole('radiogroup', { name: /Choose a plan/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(server.placed).toHaveLength(0);
  });
});

describe('/mobile/add-mobile-connection, back from signing in again (decision 052)', () => {
  const eSimOrder = {
    ...EMPTY_NEW_LINE,
    planKey: 'CARRYOVER_15GB',
    newNumber: '0223334444',
    hardware: 'eSIM',
  };

  it('reopens the review of the kept order, placed only at one click', async () => {
    keepPendingAction(newLineOrderKey('30000001'), eSimOrder);
    const server = orderingServer();
    const { user } = await renderPage(server);
    const review = await screen.findByLabelText('Your order');
    expect(within(review).getByText('022 333 4444 (new number)')).toBeInTheDocument();
    expect(within(review).getByText('Carryover 15GB')).toBeInTheDocument();
    expect(screen.getByText('Place order to finish what you started.')).toBeInTheDocument();
    expect(server.placed).toHaveLength(0);
    await user.dblClick(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => {
      expect(server.placed).toHaveLength(1);
    });
    expect(server.placed[0]?.additionalProducts[0]).toMatchObject({
      ratePlan: 'CARRYOVER_15GB',
      serviceEntity: '0223334444',
    });
  });

  it.each([
    ['a plan not offered', { ...eSimOrder, planKey: 'FREE_FOREVER' }],
    ['a number no longer free', { ...eSimOrder, newNumber: '0229999999' }],
    ['a step not filled in', { ...eSimOrder, hardware: 'SIM Card' }],
    ['a field too many', { ...eSimOrder, orderToken: 'x' }],
    ['garbage', 'order'],
  ])('starts again when the kept order does not fit: %s', async (_what, kept) => {
    keepPendingAction(newLineOrderKey('30000001'), kept);
    await renderPage();
    expect(await screen.findByRole('radio', { name: /Carryover 15GB/ })).not.toBeChecked();
    expect(screen.queryByLabelText('Your order')).not.toBeInTheDocument();
    expect(screen.queryByText(/to finish what you started/)).not.toBeInTheDocument();
  });
});
