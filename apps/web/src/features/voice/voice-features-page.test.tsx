import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VoiceService } from '@portal/contracts';
import { FORM_MESSAGES } from '@portal/domain';
import { accountHandlers, anAccount } from '../../shared/accounts/testing/account-server';
import { accountSelectionStore } from '../../shared/session';
import {
  bodySentTo,
  callsOf,
  customerUser,
  sessionView,
  type Handler,
} from '../../test/portal-server';
import { renderApp } from '../../test/render-app';
import { aLandline } from './testing/landline';

const landlines = '/api/accounts/30000001/voiceServices';
const features = `${landlines}/VOI-1/features`;

function voiceServer(refusal?: string) {
  const state: { landline: VoiceService } = { landline: aLandline() };
  const handler: Handler = ({ method, path, body }) => {
    if (method === 'GET' && path === landlines) return { data: [state.landline] };
    if (method === 'PUT' && path === features && refusal !== undefined) {
      return { status: 409, data: null, message: refusal };
    }
    if (method === 'PUT' && path === features) {
      state.landline = { ...state.landline, features: body as VoiceService['features'] };
      return { data: state.landline };
    }
    return undefined;
  };
  return { state, handler };
}

async function renderFeatures(refusal?: string) {
  accountSelectionStore.selectAccount('30000001');
  const server = voiceServer(refusal);
  const rendered = await renderApp(
    '/voice/voice-features',
    {},
    {
      user: customerUser(['30000001']),
      session: sessionView({ accountCode: '30000001' }),
      handlers: [
        server.handler,
        ...accountHandlers({ '30000001': { account: anAccount('30000001') } }),
      ],
    },
  );
  return { ...rendered, server };
}

describe('Voice features', () => {
  it('turns voicemail on, sending the whole set once on Save, and says it is saved', async () => {
    const { user, fetchMock, server } = await renderFeatures();
    expect(
      await screen.findByRole('heading', { name: 'Landline 09 480 1234' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /^Voicemail/ }));
    expect(callsOf(fetchMock)).not.toContain(`PUT ${features}`);
    await user.dblClick(screen.getByRole('button', { name: 'Save voice features' }));
    const result = await screen.findByRole('status', { name: 'Saved' });
    expect(result).toHaveTextContent(
      'Features on: Voicemail, Call waiting, Caller ID. This takes effect straight away.',
    );
    expect(result).toHaveTextContent('Calls are not forwarded.');
    expect(callsOf(fetchMock).filter((call) => call === `PUT ${features}`)).toHaveLength(1);
    expect(bodySentTo(fetchMock, features)).toEqual({
      voicemail: true,
      callWaiting: true,
      callerId: true,
      callForwarding: false,
      forwardingNumber: null,
    });
    expect(server.state.landline.features.voicemail).toBe(true);
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Save voice features' })).toBeDisabled();
    });
  });

  it('refuses a forwarding number that is not a NZ phone or mobile number, sending nothing', async () => {
    const { user, fetchMock } = await renderFeatures();
    await user.click(
      await screen.findByRole('switch', { name: /^Call forwarding/ }, { timeout: 5000 }),
    );
    await user.type(screen.getByLabelText('Forward calls to'), '0800 123 456');
    await user.click(screen.getByRole('button', { name: 'Save voice features' }));
    expect(await screen.findByText(FORM_MESSAGES.phoneNumber)).toBeInTheDocument();
    expect(callsOf(fetchMock)).not.toContain(`PUT ${features}`);
  });

  it('forwards to a mobile typed with spaces, sent in local form', async () => {
    const { user, fetchMock } = await renderFeatures();
    await user.click(
      await screen.findByRole('switch', { name: /^Call forwarding/ }, { timeout: 5000 }),
    );
    await user.type(screen.getByLabelText('Forward calls to'), '+64 21 123 4567');
    await user.click(screen.getByRole('button', { name: 'Save voice features' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Save voice features' })).toBeDisabled();
    });
    expect(bodySentTo(fetchMock, features)).toMatchObject({
      callForwarding: true,
      forwardingNumber: '0211234567',
    });
    expect(screen.getByLabelText('Forward calls to')).toHaveValue('021 123 4567');
  });

  it('says a refusal plainly, keeps the edit and saves nothing', async () => {
    const { user, server } = await renderFeatures('The landline is being moved.');
    await user.click(await screen.findByRole('switch', { name: /^Voicemail/ }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Save voice features' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The landline is being moved. Nothing has changed.',
    );
    expect(screen.queryByRole('status', { name: 'Saved' })).not.toBeInTheDocument();
    expect(server.state.landline.features.voicemail).toBe(false);
    expect(screen.getByRole('button', { name: 'Save voice features' })).toBeEnabled();
  });
});
