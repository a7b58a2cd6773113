import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSKEY_MESSAGES, type Passkey } from '@portal/contracts';
import { AppProviders } from '../../shared/app-providers';
import { callsOf, customerGuid, mockPortalServer, type Handler } from '../../test/portal-server';
import { createTestQueryClient } from '../../test/render-app';
import { PasskeysSection } from './components/passkeys-section';

const PASSKEYS = `/api/iam/Users/${customerGuid}/passkeys`;
const PHONE: Passkey = {
  id: '6f0c1a7e-2b1d-4c3e-9a8b-1c2d3e4f5a6b',
  name: 'Chrome on Android',
  createdAt: '2026-12-01T01:00:00.000Z',
  lastUsedAt: '2026-12-05T01:00:00.000Z',
  synced: true,
};

function renderSection(list: Passkey[]) {
  const handlers: Handler[] = [
    (request) =>
      request.method === 'GET' && request.path === PASSKEYS ? { data: list } : undefined,
    (request) =>
      request.method === 'DELETE' && request.path === `${PASSKEYS}/${PHONE.id}`
        ? { data: null, message: PASSKEY_MESSAGES.removed }
        : undefined,
  ];
  const { fetchMock } = mockPortalServer({ handlers });
  render(
    <AppProviders queryClient={createTestQueryClient()} brand="main" env="test">
      <PasskeysSection userGuid={customerGuid} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), fetchMock };
}

describe('the Passkeys section of My details', () => {
  it('lists the person’s passkeys with when each was added and last used', async () => {
    renderSection([PHONE]);
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Chrome on Android')).toBeInTheDocument();
    expect(within(list).getByText('Added 01/12/2026 · last used 05/12/2026')).toBeInTheDocument();
    expect(within(list).getByText('Synced')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Chrome on Android' })).toBeInTheDocument();
  });

  it('says when there are none yet', async () => {
    renderSection([]);
    expect(await screen.findByText(/You have no passkeys yet/)).toBeInTheDocument();
  });

  it('asks before removing one, and removes it only when confirmed', async () => {
    const { user, fetchMock } = renderSection([PHONE]);
    await user.click(await screen.findByRole('button', { name: 'Remove Chrome on Android' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove passkey?' });
    expect(within(dialog).getByText(/will no longer sign you in/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsOf(fetchMock)).not.toContain(`DELETE ${PASSKEYS}/${PHONE.id}`);

    await user.click(screen.getByRole('button', { name: 'Remove Chrome on Android' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove passkey?' })).getByRole('button', {
        name: 'Remove passkey',
      }),
    );
    expect(await screen.findByText(PASSKEY_MESSAGES.removed)).toBeInTheDocument();
    expect(callsOf(fetchMock)).toContain(`DELETE ${PASSKEYS}/${PHONE.id}`);
  });

  it('refuses an empty name in the rename dialog, in the request’s words', async () => {
    const { user, fetchMock } = renderSection([PHONE]);
    await user.click(await screen.findByRole('button', { name: 'Rename Chrome on Android' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename passkey' });
    const name = within(dialog).getByRole('textbox', { name: /Passkey name/ });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save name' }));
    expect(await within(dialog).findByText(PASSKEY_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(callsOf(fetchMock).some((call) => call.startsWith('PATCH'))).toBe(false);
  });

  describe('where the browser can or cannot make passkeys', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('explains where to add one when the browser has no WebAuthn', async () => {
      renderSection([]);
      expect(await screen.findByText(/This browser cannot make passkeys/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    });

    it('offers to add one when it has', async () => {
      vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
      renderSection([]);
      expect(await screen.findByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
      expect(screen.queryByText(/This browser cannot make passkeys/)).not.toBeInTheDocument();
    });
  });
});
