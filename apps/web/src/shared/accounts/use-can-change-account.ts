import { useQuery } from '@tanstack/react-query';
import { accountQueryOptions } from './account-queries';
import { useIsStaff } from '../session';

/** Changes are the account owner's or staff's; an AccountRead user only looks (the server agrees). */
export function useCanChangeAccount(accountCode: string | null): boolean {
  const isStaff = useIsStaff();
  const account = useQuery({
    ...accountQueryOptions(accountCode ?? ''),
    enabled: accountCode !== null,
  });
  return isStaff || (account.data?.roles.includes('AccountOwner') ?? false);
}
