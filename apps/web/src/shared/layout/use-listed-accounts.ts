import { useQueries, useQuery } from '@tanstack/react-query';
import { isListedAccount, sortAccountsForListing } from '@portal/domain';
import type { User } from '@portal/contracts';
import { accountQueryOptions } from '../accounts';
import { useAppConfig } from '../config/app-config-query';
import {
  accountClaims,
  isStaffUser,
  meQueryOptions,
  useAccountSelection,
  useSessionView,
  withSelectedAccountClaim,
} from '../session';

export interface ListedAccount {
  accountCode: string;
  /** Null until the account has loaded, or when it could not be. */
  accountName: string | null;
  dateCancelled: string | null;
}

/**
 * Every account of the signed-in identity (its Account claims; for staff, the account
 * they opened) that is in the configured business group (decision 022), in the listing
 * order of spec section 6: cancelled after active, then by account code. Accounts that
 * fail to load are still listed by code.
 */
export function useListedAccounts(): { user: User | null; accounts: ListedAccount[] } {
  const session = useSessionView();
  const { accountCode } = useAccountSelection();
  const me = useQuery({ ...meQueryOptions(), enabled: session.isLoggedIn });
  const user =
    me.data === undefined
      ? null
      : isStaffUser(me.data, session)
        ? withSelectedAccountClaim(me.data, accountCode)
        : me.data;
  const codes = user === null ? [] : accountClaims(user).map((claim) => claim.claimValue);
  const loaded = useQueries({
    queries: codes.map((code) => accountQueryOptions(code)),
  });
  const { businessGroup } = useAppConfig();
  const accounts = codes.flatMap((code, index): ListedAccount[] => {
    const data = loaded[index]?.data;
    // Spec section 6: only accounts of the configured business group (or, with none
    // configured, of any group). An account not loaded yet, or the one open now, stays.
    if (data !== undefined && code !== accountCode && !isListedAccount(data, businessGroup)) {
      return [];
    }
    return [
      {
        accountCode: code,
        accountName: data?.accountName ?? null,
        dateCancelled: data?.dateCancelled ?? null,
      },
    ];
  });
  return { user, accounts: sortAccountsForListing(accounts) };
}
