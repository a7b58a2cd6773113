import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { failureMessage } from '../api/failure-message';
import { tabValue } from '../storage/tab-value';
import type { AccountSelectionStore } from './account-selection-store';
import { clearLocalSession } from './clear-session';
import { sessionQueryOptions } from './session-queries';

/** Said when the server ends a session without giving a reason. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * Why this tab was signed out without the person asking: their password was changed on
 * another device, or the session ended. The sign-in page says it once, then forgets it.
 */
export const signOutReason = tabValue('portal.sign-out-reason');

/**
 * A call answered 401 while this tab thought itself signed in: the sign-in has ended
 * elsewhere (a password change on another device, an expiry). Keeps the server's reason for
 * the sign-in page and forgets the session here; the route guards, run again, then send the
 * person to sign in. True when it did, false for any other failure or a tab signed out.
 */
export function noteSessionEnded(
  queryClient: QueryClient,
  error: unknown,
  store?: AccountSelectionStore,
): boolean {
  if (!isApiError(error) || error.status !== 401) return false;
  if (queryClient.getQueryData(sessionQueryOptions().queryKey)?.isLoggedIn !== true) return false;
  signOutReason.keep(failureMessage(error, SESSION_ENDED_MESSAGE));
  clearLocalSession(queryClient, store);
  return true;
}
