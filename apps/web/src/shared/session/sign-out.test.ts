import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api';
import { callsOf, mockPortalServer } from '../../test/portal-server';
import { ACCOUNT_SELECTION_KEY, createAccountSelectionStore } from './account-selection-store';
import { clearSession } from './clear-session';
import { sessionQueryOptions } from './session-queries';
import { signOut } from './sign-out';

describe('signing out and clearing the session', () => {
  it('logs out on the server, then clears the stored selection and the cache', async () => {
    mockPortalServer({
      handlers: [
        ({ path }) =>
          path === '/session/logout' ? { data: { endSessionUrl: 'https://idp/end' } } : undefined,
      ],
    });
    const queryClient = createQueryClient();
    await queryClient.query(sessionQueryOptions());
    const store = createAccountSelectionStore();
    store.selectAccount('30000001');
    await expect(signOut(queryClient, store)).resolves.toEqual({
      href: 'https://idp/end',
      fullPageLoad: true,
    });
    expect(sessionStorage.getItem(ACCOUNT_SELECTION_KEY)).toBeNull();
    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toMatchObject({
      isLoggedIn: false,
    });
  });

  it('falls back to deleting the session when logout fails', async () => {
    const { fetchMock } = mockPortalServer();
    const store = createAccountSelectionStore();
    store.selectAccount('30000001');
    await expect(signOut(createQueryClient(), store)).resolves.toEqual({
      href: '/logout/logout-complete',
      fullPageLoad: false,
    });
    expect(callsOf(fetchMock)).toEqual(['POST /session/logout', 'DELETE /session']);
    expect(store.get().accountCode).toBeNull();
  });

  it('session clear removes the selection and deletes the server session', async () => {
    const { fetchMock, state } = mockPortalServer();
    const store = createAccountSelectionStore();
    store.selectAccount('30000001');
    await clearSession(createQueryClient(), store);
    expect(callsOf(fetchMock)).toEqual(['DELETE /session']);
    expect(state.session.isLoggedIn).toBe(false);
    expect(sessionStorage.getItem(ACCOUNT_SELECTION_KEY)).toBeNull();
  });
});
