import type { QueryClient } from '@tanstack/react-query';
import type { SessionView, User } from '@portal/contracts';
import type { AccountSelectionStore } from './account-selection-store';
import { accountSelectionStore } from './account-selection-store';
import { hasAccountClaim, isStaffUser } from './claims';
import { AccountClaimsError, AccountCodeError } from './session-errors';
import { patchSession } from './session-api';
import { salesPersonQueryOptions, storeSessionView } from './session-queries';

export interface SaveAccountCodeInput {
  accountCode: string;
  user: User;
  session: SessionView;
}

export interface SavedAccount {
  session: SessionView;
  /** The staff member's name for the banner; null for customers. */
  salesPersonName: string | null;
}

/**
 * Spec section 4, saving an account code: a customer whose claims lack the code is
 * rejected before anything is sent; staff may open any account and also get the sales
 * person's name. The server keeps the code (PATCH /session) and the tab remembers it.
 */
export async function saveAccountCode(
  queryClient: QueryClient,
  { accountCode, user, session }: SaveAccountCodeInput,
  store: AccountSelectionStore = accountSelectionStore,
): Promise<SavedAccount> {
  const staff = isStaffUser(user, session);
  if (!staff && !hasAccountClaim(user, accountCode)) {
    throw new AccountClaimsError(accountCode, user.userGuid);
  }
  const salesPersonName = staff
    ? (session.salesPersonName ?? (await queryClient.query(salesPersonQueryOptions())))
    : null;
  const saved = session.accountCode === accountCode ? session : await patchSession({ accountCode });
  storeSessionView(queryClient, saved);
  store.selectAccount(accountCode);
  return { session: saved, salesPersonName };
}

/** The selected account code, or the spec's error when none is selected. */
export function requireAccountCode(store: AccountSelectionStore = accountSelectionStore): string {
  const { accountCode } = store.get();
  if (accountCode === null) throw new AccountCodeError();
  return accountCode;
}
