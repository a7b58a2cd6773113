import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SPEND_CONTROL_FAILED_MESSAGE, type MobileServiceDetails } from '@portal/contracts';
import { FORM_MESSAGES } from '@portal/domain';
import { accountKeys } from '../../../shared/accounts';
import { accountHandlers, anAccount } from '../../../shared/accounts/testing/account-server';
import { accountSelectionStore } from '../../../shared/session';
import {
  bodySentTo,
  callsOf,
  customerUser,
  sessionView,
  type Handler,
} from '../../../test/portal-server';
import { expectLinks } from '../../../test/links';
import { renderApp } from '../../../test/render-app';
import { aMobileLine } from '../shared/testing/mobile-line';
import { keepPendingAction } from '../../../shared/step-up/pending-action';
import { lineChangeKey } from '../shared/mobile-line-queries';

const base = '/api/mobile/v2/management/accounts/30000001';

/** A small stateful mobile server: changes show on the next read, as on the real one. */
function mobileServer(lines: MobileServiceDetails[], failures: Record<string, number> = {}) {
  const state = { lines };
  const handler: Handler = ({ method, path, body }) => {
    const failure = failures[`${method} ${path}`];
    if (failure !== undefined) return { status: failure, data: null };
    if (method === 'GET' && path === `${base}/mobileServices`) return { data: state.lines };
    const match =
      /^\/api\/mobile\/v2\/management\/accounts\/30000001\/mobileServices\/(\d+)\/(\w+)$/.exec(
        path,
      );
    const entity = match?.[1];
    const record = (body ?? {}) as Record<string, unknown>;
    const update = (entityToChange: string | undefined, change: Partial<MobileServiceDetails>) => {
      state.lines = state.lines.map((line) =>
        line.serviceEntity === entityToChange ? { ...line, ...change } : line,
      );
      return { data: state.lines.find((line) => line.serviceEntity === entityToChange) };
    };
    if (path === `${base}/changeSpendLimits`) {
      return update(String(record.serviceEntity), {
        spendLimit: record.spendLimit as number | null,
      });
    }
    if (match === null) return undefined;
    switch (match[2]) {
      case 'serviceEntityDetails': {
        const name = String(record.serviceEntityDescription).trim();
        return update(entity, { serviceEntityDescription: name === '' ? null : name });
      }
      case 'changeSimBlock':
        return update(entity, { simBlocked: record.simBlockingEnabled === true });
      case 'pauseState':
        return update(entity, {
          isPaused: record.paused === true,
          pausedAt: record.paused === true ? '2026-11-21T01:00:00.000Z' : null,
        });
      default:
        return undefined;
    }
  };
  return { state, handler };
}

function renderMobile(
  path: string,
  server: ReturnType<typeof mobileServer>,
  account = anAccount('30000001'),
) {
  return renderApp(
    path,
    {},
    {
      user: customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers: [
        server.handler,
        ...accountHandlers({
          '30000001': { account, mobileServices: server.state.lines },
        }),
      ],
    },
  );
}

const lines = () => [
  aMobileLine('0211234567', {
    serviceEntityDescription: 'Aroha',
    planDescription: 'Group Leader 60GB',
  }),
  aMobileLine('0271234569', {
    serviceEntityDescription: 'Tama',
    isPaused: true,
    pausedAt: '2026-11-01T00:00:00.000Z',
  }),
];

describe('Mobile home', () => {
  it('lists every line with name, plan, status and allowance, and selects the first', async () => {
    accountSelectionStore.selectAccount('30000001');
    accountSelectionStore.selectServiceEntity('0299999999');
    await renderMobile('/mobile', mobileServer(lines()));
    const aroha = await screen.findByRole('listitem', { name: 'Aroha' });
    expect(within(aroha).getByText('Group Leader 60GB')).toBeInTheDocument();
    expect(
      within(aroha).getByText('45.0 GB left of 60.0 GB (shared with your group)'),
    ).toBeInTheDocument();
    expect(within(aroha).getByText('Active')).toBeInTheDocument();
    const tama = screen.getByRole('listitem', { name: 'Tama' });
    expect(within(tama).getByText('Paused')).toBeInTheDocument();
    // The selected line was not on the account: the first one is selected instead.
    await waitFor(() => {
      expect(accountSelectionStore.get().serviceEntity).toBe('0211234567');
    });
    expect(screen.getByRole('heading', { name: 'Manage 021 123 4567' })).toBeInTheDocument();
  });

  it('selects and shows the first line when the selected one disappears on a refetch', async () => {
    accountSelectionStore.selectAccount('30000001');
    accountSelectionStore.selectServiceEntity('0271234569');
    const server = mobileServer(lines());
    const { queryClient } = await renderMobile('/mobile', server);
    expect(await screen.findByRole('heading', { name: 'Manage 027 123 4569' })).toBeInTheDocument();
    // Tama's line goes (cancelled elsewhere); the lists refetch, as after any mobile change.
    server.state.lines = server.state.lines.filter((line) => line.serviceEntity !== '0271234569');
    await act(() =>
      queryClient.invalidateQueries({ queryKey: accountKeys.mobileServices('30000001') }),
    );
    expect(await screen.findByRole('heading', { name: 'Manage 021 123 4567' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Tama' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Aroha' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => {
      expect(accountSelectionStore.get().serviceEntity).toBe('0211234567');
    });
  });

  it('leads from a prepay line to its top-up and spend history, and offers to add a number', async () => {
    accountSelectionStore.selectAccount('30000001');
    const prepay = aMobileLine('0201234570', { isPrepay: true, serviceEntityDescription: 'Ben' });
    await renderMobile('/mobile', mobileServer([prepay]));
    await screen.findByRole('heading', { name: 'Manage 020 123 4570' });
    expectLinks(screen, {
      'Top up for 020 123 4570': '/mobile/prepay-top-up?serviceEntity=0201234570',
      'Spend history for 020 123 4570': '/mobile/prepay-spend-history?serviceEntity=0201234570',
      'Add a prepay number': '/account/add-mobile-number',
    });
  });

  it('offers no prepay links for postpay lines', async () => {
    accountSelectionStore.selectAccount('30000001');
    await renderMobile('/mobile', mobileServer(lines()));
    await screen.findByRole('heading', { name: 'Manage 021 123 4567' });
    for (const name of [/Top up/, /Spend history/, 'Add a prepay number']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('switches lines and renames one, trimmed, shown after saving', async () => {
    accountSelectionStore.selectServiceEntity('0211234567');
    const server = mobileServer(lines());
    const { user, fetchMock } = await renderMobile('/mobile', server);
    await user.click(await screen.findByRole('button', { name: 'Manage Tama' }));
    expect(await screen.findByRole('heading', { name: 'Manage 027 123 4569' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename 027 123 4569' });
    const input = within(dialog).getByLabelText('Name for this number');
    await user.clear(input);
    await user.type(input, '  Tama phone ');
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('027 123 4569 is now called Tama phone.')).toBeInTheDocument();
    expect(bodySentTo(fetchMock, `${base}/mobileServices/0271234569/serviceEntityDetails`)).toEqual(
      {
        serviceEntityDescription: 'Tama phone',
      },
    );
    expect(await screen.findByRole('listitem', { name: 'Tama phone' })).toBeInTheDocument();
  });

  it('blocks a SIM after saying what will happen', async () => {
    accountSelectionStore.selectServiceEntity('0211234567');
    const { user, fetchMock } = await renderMobile('/mobile', mobileServer(lines()));
    await user.click(await screen.findByRole('button', { name: 'Block SIM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block the SIM of 021 123 4567?' });
    expect(within(dialog).getByText(/will stop working at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Block SIM' }));
    expect(await screen.findByText('The SIM of 021 123 4567 is blocked.')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toContain(`POST ${base}/mobileServices/0211234567/changeSimBlock`);
    expect(await screen.findByRole('button', { name: 'Unblock SIM' })).toBeInTheDocument();
  });

  it('shows the spec’s spend control message when the change fails', async () => {
    accountSelectionStore.selectServiceEntity('0211234567');
    const server = mobileServer(lines(), { [`POST ${base}/changeSpendLimits`]: 500 });
    const { user } = await renderMobile('/mobile', server);
    await user.click(await screen.findByRole('button', { name: 'Change spend limit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spend limit for 021 123 4567' });
    await user.click(within(dialog).getByLabelText('No spend limit'));
    await user.type(within(dialog).getByLabelText('Monthly spend limit'), '50');
    expect(
      within(dialog).getByText(
        'Charges beyond the plan on 021 123 4567 will stop at $50.00 a month.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save spend limit' }));
    expect(await within(dialog).findByText(SPEND_CONTROL_FAILED_MESSAGE)).toBeInTheDocument();
  });
});

describe('Pause or resume', () => {
  it('resumes the paused number after confirming', async () => {
    const server = mobileServer(lines());
    // Spec section 2: a service-entity parameter on a mobile route selects the connection.
    const { user, fetchMock } = await renderMobile(
      '/mobile/pause-connection?serviceEntity=0271234569',
      server,
    );
    expect(
      await screen.findByText(/027 123 4569 is paused since 01\/11\/2026/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume this number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resume 027 123 4569?' });
    await user.click(within(dialog).getByRole('button', { name: 'Resume number' }));
    expect(await screen.findByText('027 123 4569 is active again.')).toBeInTheDocument();
    expect(bodySentTo(fetchMock, `${base}/mobileServices/0271234569/pauseState`)).toEqual({
      paused: false,
    });
    expect(await screen.findByText('027 123 4569 is active.')).toBeInTheDocument();
  });
});

describe('Bring your number', () => {
  it('refuses without the authority, reviews the request, then sends it and says what is next', async () => {
    const portIn: Handler = ({ method, path }) =>
      method === 'POST' && path === '/api/mobile/v2/ordering/accounts/30000001/portIn'
        ? {
            data: {
              orderId: 'ORDER-1',
              orderType: 'PortIn',
              status: 'Submitted',
              createdAt: '2026-11-21T01:00:00.000Z',
              payload: {},
            },
          }
        : undefined;
    const server = mobileServer(lines());
    const { user, fetchMock } = await renderApp(
      '/mobile/bring-your-number',
      {},
      {
        user: customerUser(['30000001']),
        session: sessionView({ accountCode: '30000001' }),
        handlers: [
          portIn,
          server.handler,
          ...accountHandlers({ '30000001': { account: anAccount('30000001') } }),
        ],
      },
    );
    await user.selectOptions(await screen.findByLabelText('Current provider'), 'Spark');
    await user.type(screen.getByLabelText('Mobile number'), '021 55');
    await user.type(screen.getByLabelText('Account number with your current provider'), 'SP-1');
    await user.type(screen.getByLabelText('Account holder name'), 'Aroha Ngata');
    await user.click(screen.getByRole('button', { name: 'Review request' }));
    expect(screen.getByText(FORM_MESSAGES.mobileNumber)).toBeInTheDocument();
    expect(
      screen.getByText('You must grant us authority to transfer your number.'),
    ).toBeInTheDocument();
    expect(callsOf(fetchMock).some((call) => call.includes('portIn'))).toBe(false);

    await user.type(screen.getByLabelText('Mobile number'), '5 0001');
    await user.click(screen.getByRole('checkbox', { name: /authorise you to transfer/ }));
    await user.click(screen.getByRole('button', { name: 'Review request' }));
    const review = await screen.findByRole('dialog', { name: 'Check your request' });
    expect(within(review).getByRole('list', { name: 'What will happen' })).toHaveTextContent(
      'What you need to do: keep your account with Spark open until the move is done.',
    );
    // Back keeps what was typed; nothing is sent until the person confirms.
    await user.click(within(review).getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Account holder name')).toHaveValue('Aroha Ngata');
    expect(callsOf(fetchMock).some((call) => call.includes('portIn'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Review request' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Check your request' })).getByRole(
        'button',
        { name: 'Move 021 555 0001 to us' },
      ),
    );
    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('Your request has been sent');
    expect(result).toHaveTextContent(
      'We have asked Spark to move 021 555 0001 to us. The move is done within one working day.',
    );
    expect(await screen.findByText('Request reference: ORDER-1')).toBeInTheDocument();
    expect(bodySentTo(fetchMock, '/api/mobile/v2/ordering/accounts/30000001/portIn')).toEqual({
      currentProvider: 'Spark',
      mobileNumber: '0215550001',
      providerAccountNumber: 'SP-1',
      accountHolderName: 'Aroha Ngata',
      authorityGranted: true,
    });
  });

  it('gives a view-only user the notice and no controls or add links', async () => {
    accountSelectionStore.selectAccount('30000001');
    await renderMobile(
      '/mobile',
      mobileServer(lines()),
      anAccount('30000001', { roles: ['AccountRead'] }),
    );
    expect(await screen.findByText('You have view-only access to this account')).toBeVisible();
    const manage = screen.getByRole('region', { name: 'Manage 021 123 4567' });
    expect(within(manage).queryByRole('button')).toBeNull();
    expect(within(manage).queryByRole('link', { name: /Pause this number/ })).toBeNull();
  });

  it('offers a closed account without numbers no new connection, and says why', async () => {
    accountSelectionStore.selectAccount('30000001');
    await renderMobile(
      '/mobile',
      mobileServer([]),
      anAccount('30000001', { dateCancelled: '2026-08-20' }),
    );
    expect(await screen.findByText('This account is closed')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add a mobile connection' })).toBeNull();
  });

  it('offers an open account without numbers a new connection', async () => {
    accountSelectionStore.selectAccount('30000001');
    await renderMobile('/mobile', mobileServer([]));
    expect(await screen.findByRole('link', { name: 'Add a mobile connection' })).toHaveAttribute(
      'href',
      '/mobile/add-mobile-connection',
    );
  });
});

describe('A SIM block, back from signing in again (decision 052)', () => {
  const CHANGE = `POST ${base}/mobileServices/0211234567/changeSimBlock`;

  it('reopens unblocking the same SIM, done only at one click', async () => {
    accountSelectionStore.selectServiceEntity('0211234567');
    const blocked = [aMobileLine('0211234567', { simBlocked: true })];
    keepPendingAction(lineChangeKey('30000001'), {
      kind: 'simBlock',
      serviceEntity: '0211234567',
      blocked: false,
    });
    const { user, fetchMock } = await renderMobile('/mobile', mobileServer(blocked));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock the SIM of 021 123 4567?' });
    expect(dialog).toHaveTextContent('Unblock SIM to finish what you started.');
    expect(callsOf(fetchMock)).not.toContain(CHANGE);
    await user.click(within(dialog).getByRole('button', { name: 'Unblock SIM' }));
    expect(await screen.findByText('The SIM of 021 123 4567 is unblocked.')).toBeInTheDocument();
    expect(callsOf(fetchMock).filter((call) => call === CHANGE)).toHaveLength(1);
  });

  it.each([
    [
      'a block of a SIM already blocked',
      { kind: 'simBlock', serviceEntity: '0211234567', blocked: true },
    ],
    ['another change', { kind: 'rename', serviceEntity: '0211234567', name: 'x' }],
    ['garbage', { kind: 'simBlock', serviceEntity: 211234567, blocked: 'yes' }],
  ])('ignores a kept change that does not fit: %s', async (_what, kept) => {
    accountSelectionStore.selectServiceEntity('0211234567');
    keepPendingAction(lineChangeKey('30000001'), kept);
    const blocked = [aMobileLine('0211234567', { simBlocked: true })];
    await renderMobile('/mobile', mobileServer(blocked));
    expect(await screen.findByRole('button', { name: 'Unblock SIM' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
