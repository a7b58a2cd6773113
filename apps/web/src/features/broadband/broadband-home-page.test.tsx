import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Account, InternetServiceDetails } from '@portal/contracts';
import {
  accountHandlers,
  anAccount,
  anInternetService,
} from '../../shared/accounts/testing/account-server';
import { accountSelectionStore } from '../../shared/session';
import { callsOf, customerUser, sessionView, type Handler } from '../../test/portal-server';
import { renderApp } from '../../test/render-app';

const base = '/api/accounts/30000001';

/** Internet services and port filtering that remember a change, as the server does. */
function broadbandServer(services: InternetServiceDetails[], refuseWith?: number) {
  const state = { portFiltering: 'Enabled' };
  const handler: Handler = ({ method, path, body }) => {
    if (method === 'GET' && path === `${base}/internetServices`) return { data: services };
    if (path.endsWith('/features/portfiltering')) {
      if (method === 'PUT' && refuseWith !== undefined) {
        return { status: refuseWith, data: null, message: 'That service is being changed.' };
      }
      if (method === 'PUT') state.portFiltering = (body as { status: string }).status;
      return { data: { status: state.portFiltering } };
    }
    if (method === 'GET' && path === `${base}/voiceServices`) return { data: [] };
    return undefined;
  };
  return { state, handler };
}

async function renderBroadband(
  services: InternetServiceDetails[],
  roles: Account['roles'] = ['AccountOwner'],
  refuseWith?: number,
) {
  accountSelectionStore.selectAccount('30000001');
  const server = broadbandServer(services, refuseWith);
  const rendered = await renderApp(
    '/broadband',
    {},
    {
      user: customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers: [
        server.handler,
        ...accountHandlers({
          '30000001': {
            account: anAccount('30000001', { roles }),
            products: {
              coreProducts: [],
              additionalProducts: [
                { service: 'static_ip', category: 'StaticIP', name: 'Static IP address' },
                {
                  service: 'amazonprimevideo',
                  category: 'PrimeVideo',
                  name: 'Amazon Prime Video',
                },
              ],
            },
          },
        }),
      ],
    },
  );
  return { ...rendered, server };
}

/** The port-filtering switch once loaded, on as the server has it. */
async function portFilteringOn() {
  const toggle = await screen.findByRole('switch', { name: /^Port filtering/ }, { timeout: 5000 });
  await waitFor(() => {
    expect(toggle).toBeChecked();
  });
  return toggle;
}

describe('Broadband home', () => {
  it('shows the special fibre tier distinctly, the speeds, status and add-ons named for people', async () => {
    await renderBroadband([
      anInternetService({
        category: 'UFB2000/2000',
        planKey: 'UFF2000/2000',
        planName: 'Hyper_2024',
      }),
    ]);
    const card = await screen.findByRole('region', { name: 'Hyper' }, { timeout: 5000 });
    expect(within(card).getByText('Hyperfibre')).toBeInTheDocument();
    expect(within(card).getByText('2 Gbps / 2 Gbps')).toBeInTheDocument();
    expect(screen.getByLabelText('Broadband status: Active')).toBeInTheDocument();
    const addOns = await screen.findByRole('region', { name: 'Add-ons' });
    expect(within(addOns).getByText('Static IP address')).toBeInTheDocument();
    expect(within(addOns).getByText('Amazon Prime Video')).toBeInTheDocument();
    expect(await screen.findByText(/No landline/)).toBeInTheDocument();
  });

  it('recognises 5G wireless broadband, and a blocked line makes the account Blocked', async () => {
    await renderBroadband([
      anInternetService({
        technology: 'WBB',
        categoryGroup: 'Wireless',
        category: 'Wireless 5G Unlimited',
        planKey: 'WBBv2_5G_Unlimited',
        planName: 'Wireless 5G',
        blockingStatus: 'Blocked',
      }),
    ]);
    const card = await screen.findByRole('region', { name: 'Wireless 5G' }, { timeout: 5000 });
    expect(
      within(card).getByText('Wireless 5G', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Blocked')).toBeInTheDocument();
    expect(screen.getByLabelText('Broadband status: Blocked')).toBeInTheDocument();
  });

  it('switches port filtering off, sends it only on Save, and says it is saved', async () => {
    const { user, fetchMock, server } = await renderBroadband([anInternetService()]);
    const toggle = await portFilteringOn();
    const save = screen.getByRole('button', { name: 'Save port filtering' });
    expect(save).toBeDisabled();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
    await user.dblClick(save);
    const result = await screen.findByRole('status', { name: 'Saved' });
    expect(result).toHaveTextContent('Port filtering is off. This takes effect straight away.');
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts.map(([, init]) => init?.body)).toEqual([JSON.stringify({ status: 'Disabled' })]);
    expect(callsOf(fetchMock)).toContain(
      `PUT ${base}/internetServices/INT-1/features/portfiltering`,
    );
    expect(server.state.portFiltering).toBe('Disabled');
    expect(save).toBeDisabled();
  });

  it('says a refusal plainly, and nothing is saved', async () => {
    const { user, server } = await renderBroadband([anInternetService()], ['AccountOwner'], 409);
    const toggle = await portFilteringOn();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save port filtering' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That service is being changed. Nothing has changed: port filtering is still on.',
    );
    expect(screen.queryByRole('status', { name: 'Saved' })).not.toBeInTheDocument();
    expect(server.state.portFiltering).toBe('Enabled');
    expect(screen.getByRole('button', { name: 'Save port filtering' })).toBeEnabled();
  });

  it('lets an AccountRead user look but not switch', async () => {
    await renderBroadband([anInternetService()], ['AccountRead']);
    expect(
      await screen.findByRole('switch', { name: /^Port filtering/ }, { timeout: 5000 }),
    ).toBeDisabled();
    expect(screen.getByText('You have view-only access to this account')).toBeInTheDocument();
    expect(screen.getByText(/only the account holder can change port filtering/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save port filtering' })).not.toBeInTheDocument();
  });
});
