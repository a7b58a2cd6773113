import type { QueryClient } from '@tanstack/react-query';
import type { SessionView, User } from '@portal/contracts';
import { loadAccountFacts } from '../../accounts';
import { isApiError } from '../../api';
import { appConfigQueryOptions } from '../../config/app-config-query';
import type { AccountSelectionStore } from '../../session/account-selection-store';
import { accountSelectionStore } from '../../session/account-selection-store';
import {
  firstListedAccountCode,
  isAccountAllowed,
  isStaffUser,
  withSelectedAccountClaim,
} from '../../session/claims';
import { saveAccountCode } from '../../session/save-account-code';
import {
  meQueryOptions,
  sessionQueryOptions,
  signedOutSession,
  storeSessionView,
} from '../../session/session-queries';
import { noteSessionEnded } from '../../session/sign-out-reason';
import type { RouteMeta } from '../route-meta';
import type { AccountFacts, GuardInput, GuardLocation } from './guard-types';

/**
 * The signed-in user, or null when the session turns out to have ended (401); the server's
 * reason (a password change on another device) is kept for the sign-in page to say.
 */
async function loadUser(queryClient: QueryClient): Promise<User | null> {
  try {
    return await queryClient.query(meQueryOptions());
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      // The failure may already have been noted by the query client's own handler.
      noteSessionEnded(queryClient, error);
      storeSessionView(queryClient, signedOutSession);
      return null;
    }
    throw error;
  }
}

/**
 * Keeps this tab's selection an account the user may see (guard 2: "the account code
 * must be allowed for the user"): a new tab takes the session's account; a stale one is
 * dropped; with none, the first account in listing order is selected.
 */
export async function ensureSelection(
  queryClient: QueryClient,
  user: User,
  session: SessionView,
  store: AccountSelectionStore = accountSelectionStore,
): Promise<string | null> {
  const stored = store.get().accountCode;
  if (stored !== null && isAccountAllowed(user, stored, session)) return stored;
  if (stored !== null) store.reset();
  if (session.accountCode !== null && isAccountAllowed(user, session.accountCode, session)) {
    store.selectAccount(session.accountCode);
    return session.accountCode;
  }
  const first = isStaffUser(user, session) ? null : firstListedAccountCode(user);
  if (first === null) return null;
  await saveAccountCode(queryClient, { accountCode: first, user, session }, store);
  return first;
}

/** Reads, through the query cache, everything the guards decide on. */
export async function loadGuardInput(
  queryClient: QueryClient,
  location: GuardLocation,
  meta: RouteMeta | undefined,
  store: AccountSelectionStore = accountSelectionStore,
): Promise<GuardInput> {
  const [config, session] = await Promise.all([
    queryClient.query(appConfigQueryOptions()),
    queryClient.query(sessionQueryOptions()),
  ]);
  const signedInUser = session.isLoggedIn ? await loadUser(queryClient) : null;
  // The session may have been found expired while loading the user.
  const currentSession = signedInUser === null ? signedOutSession : session;
  let user = signedInUser;
  let accountFacts: AccountFacts | null = null;
  if (signedInUser !== null) {
    const selected = await ensureSelection(queryClient, signedInUser, session, store);
    user = isStaffUser(signedInUser, session)
      ? withSelectedAccountClaim(signedInUser, selected)
      : signedInUser;
    accountFacts = await loadAccountFacts(queryClient, {
      user,
      selectedAccountCode: selected,
      brand: config.brand,
      businessGroup: config.businessGroup,
    });
  }
  return { location, meta, session: currentSession, user, config, accountFacts };
}
