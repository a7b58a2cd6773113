import type { QueryClient } from '@tanstack/react-query';
import type { AccountSelectionStore } from './account-selection-store';
import { accountSelectionStore } from './account-selection-store';
import { clearLocalSession, clearSession } from './clear-session';
import { requestLogout } from './session-api';

export const LOGOUT_COMPLETE_PATH = '/logout/logout-complete';

/**
 * /logout: the server ends its session and gives the identity provider's end-session
 * URL, which returns to /logout/logout-complete. This tab forgets its selection and
 * cache either way. Says where to go next: the provider's page by a full page load, or,
 * when there was nothing to end there, the logout-complete page inside the app.
 */
export async function signOut(
  queryClient: QueryClient,
  store: AccountSelectionStore = accountSelectionStore,
): Promise<{ href: string; fullPageLoad: boolean }> {
  try {
    const endSessionUrl = await requestLogout();
    clearLocalSession(queryClient, store);
    return { href: endSessionUrl, fullPageLoad: true };
  } catch {
    // No session to end at the provider: still make sure the server's one is gone.
    await clearSession(queryClient, store);
    return { href: LOGOUT_COMPLETE_PATH, fullPageLoad: false };
  }
}
