import type { QueryClient } from '@tanstack/react-query';
import type { AccountSelectionStore } from './account-selection-store';
import { accountSelectionStore } from './account-selection-store';
import { deleteSession } from './session-api';
import { signedOutSession, storeSessionView } from './session-queries';

/**
 * Forgets everything this tab knows of the signed-in person: the stored account
 * selection, the cached user and session. Anything cached from the API goes too, so the
 * next person at this browser sees none of it.
 */
export function clearLocalSession(
  queryClient: QueryClient,
  store: AccountSelectionStore = accountSelectionStore,
): void {
  store.reset();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'app-config' });
  storeSessionView(queryClient, signedOutSession);
}

/**
 * Spec section 4, session clear: removes the locally stored account selection, deletes
 * the server session and resets the store. The server's answer is not needed: the browser
 * is signed out either way.
 */
export async function clearSession(
  queryClient: QueryClient,
  store: AccountSelectionStore = accountSelectionStore,
): Promise<void> {
  store.reset();
  try {
    await deleteSession();
  } catch {
    // A session the server no longer has is as good as deleted.
  }
  clearLocalSession(queryClient, store);
}
