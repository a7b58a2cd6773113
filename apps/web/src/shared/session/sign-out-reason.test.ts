import { describe, expect, it } from 'vitest';
import { ApiError, createQueryClient } from '../api';
import { mockPortalServer, signedOutView } from '../../test/portal-server';
import { ACCOUNT_SELECTION_KEY, createAccountSelectionStore } from './account-selection-store';
import { sessionQueryOptions } from './session-queries';
import { noteSessionEnded, SESSION_ENDED_MESSAGE, signOutReason } from './sign-out-reason';

const failure = (status: number, detail: string | null) =>
  new ApiError({
    status,
    statusText: '',
    title: null,
    detail,
    message: detail ?? '',
    data: null,
    requestGuid: crypto.randomUUID(),
  });

const WHY = 'Your password was changed, so this device was signed out. Please sign in again.';

async function signedInTab() {
  mockPortalServer();
  const queryClient = createQueryClient();
  await queryClient.query(sessionQueryOptions());
  const store = createAccountSelectionStore();
  store.selectAccount('30000001');
  signOutReason.forget();
  return { queryClient, store };
}

describe('a sign-in ended elsewhere', () => {
  it('signs this tab out on a 401 and keeps the server’s reason for the sign-in page', async () => {
    const { queryClient, store } = await signedInTab();
    expect(noteSessionEnded(queryClient, failure(401, WHY), store)).toBe(true);
    expect(signOutReason.kept()).toBe(WHY);
    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toMatchObject({
      isLoggedIn: false,
    });
    expect(sessionStorage.getItem(ACCOUNT_SELECTION_KEY)).toBeNull();
    // Noted once: the same failure seen again (the guard's own catch) changes nothing.
    expect(noteSessionEnded(queryClient, failure(401, 'Another reason'), store)).toBe(false);
    expect(signOutReason.kept()).toBe(WHY);
  });

  it('says the session ended when the server gave no reason', async () => {
    const { queryClient, store } = await signedInTab();
    expect(noteSessionEnded(queryClient, failure(401, null), store)).toBe(true);
    expect(signOutReason.kept()).toBe(SESSION_ENDED_MESSAGE);
  });

  it('leaves the tab alone for any other failure, or a tab already signed out', async () => {
    const { queryClient, store } = await signedInTab();
    for (const other of [failure(403, 'Not yours'), failure(500, null), new Error('network')]) {
      expect(noteSessionEnded(queryClient, other, store)).toBe(false);
    }
    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toMatchObject({
      isLoggedIn: true,
    });
    queryClient.setQueryData(sessionQueryOptions().queryKey, signedOutView);
    expect(noteSessionEnded(queryClient, failure(401, WHY), store)).toBe(false);
    expect(signOutReason.kept()).toBeNull();
  });
});
