import { useQuery } from '@tanstack/react-query';
import { accountQueryOptions } from './account-queries';
import { useIsStaff } from '../session';

function useAccountAccess(accountCode: string | null) {
  const isStaff = useIsStaff();
  const account = useQuery({
    ...accountQueryOptions(accountCode ?? ''),
    enabled: accountCode !== null,
  });
  const owner = account.data?.roles.includes('AccountOwner');
  return { canChange: isStaff || owner === true, viewOnly: !isStaff && owner === false };
}

/** Changes are the account owner's or staff's; an AccountRead user only looks (the server agrees). */
export function useCanChangeAccount(accountCode: string | null): boolean {
  return useAccountAccess(accountCode).canChange;
}

/**
 * True once the account has loaded and this person may only look: when to show the
 * view-only notice (not while the account is still loading, as for its owner).
 */
export function useIsViewOnly(accountCode: string | null): boolean {
  return useAccountAccess(accountCode).viewOnly;
}
