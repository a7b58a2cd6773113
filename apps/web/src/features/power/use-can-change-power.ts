import { useQuery } from '@tanstack/react-query';
import { accountQueryOptions } from '../../shared/accounts';
import { useIsStaff } from '../../shared/session';

/** Power changes are the owner's or staff's; an AccountRead user only looks (so does the server). */
export function useCanChangePower(accountCode: string): boolean {
  const isStaff = useIsStaff();
  const account = useQuery(accountQueryOptions(accountCode));
  return isStaff || (account.data?.roles.includes('AccountOwner') ?? false);
}
