import type { QueryClient } from '@tanstack/react-query';
import type { SessionView, User } from '@portal/contracts';
import type { AccountSelectionStore } from './account-selection-store';
import { accountSelectionStore } from './account-selection-store';
import { firstListedAccountCode, isAccountAllowed } from './claims';
import { saveAccountCode } from './save-account-code';
import { safeDestination } from './safe-destination';
import { completeLogin, type LoginCompleteRequest } from './session-api';
import { meQueryOptions, storeSessionView } from './session-queries';

/**
 * The account to view after sign-in: this tab's earlier choice or the session's, when the
 * identity may still see it, else the first in listing order; none for an identity
 * without accounts (guard 3 then sends it to siebel-management).
 */
export function accountToSelect(
  user: User,
  session: SessionView,
  stored: string | null,
): string | null {
  for (const candidate of [stored, session.accountCode]) {
    if (candidate !== null && isAccountAllowed(user, candidate, session)) return candidate;
  }
  return firstListedAccountCode(user);
}

/** Where the person goes once signed in: the saved destination, else the dashboard. */
export function destinationAfterSignIn(session: SessionView): string {
  return safeDestination(session.destinationUrl) ?? '/';
}

/**
 * /login-complete: exchange the code and state (on the server), load the user, select an
 * account, and say where to go. Throws when any step fails; the caller shows the login
 * problem page.
 */
export async function completeSignIn(
  queryClient: QueryClient,
  params: LoginCompleteRequest,
  store: AccountSelectionStore = accountSelectionStore,
): Promise<string> {
  const session = await completeLogin(params);
  storeSessionView(queryClient, session);
  const user = await queryClient.query({ ...meQueryOptions(), staleTime: 0 });
  const accountCode = accountToSelect(user, session, store.get().accountCode);
  if (accountCode === null) {
    store.reset();
    return destinationAfterSignIn(session);
  }
  const saved = await saveAccountCode(queryClient, { accountCode, user, session }, store);
  return destinationAfterSignIn(saved.session);
}
