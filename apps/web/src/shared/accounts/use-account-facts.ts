import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountFacts } from '../routing/guards/guard-types';
import { useAppConfig } from '../config/app-config-query';
import {
  isStaffUser,
  useSelectedAccountCode,
  useSessionView,
  withSelectedAccountClaim,
} from '../session';
import { meQueryOptions } from '../session/session-queries';
import { accountFactsQueryOptions } from './account-facts-queries';

/**
 * The facts the guards decided this page on, for parts of the layout that must agree with
 * them (the side navigation hides what would only redirect). Built from the same cached
 * queries as the guards, so it asks the server nothing new. Null while loading and when no
 * account can be read, as for the guards.
 */
export function useAccountFacts(): AccountFacts | null {
  const queryClient = useQueryClient();
  const { brand, businessGroup } = useAppConfig();
  const session = useSessionView();
  const selectedAccountCode = useSelectedAccountCode();
  const user = useQuery({ ...meQueryOptions(), enabled: session.isLoggedIn }).data;
  const viewer =
    user !== undefined && isStaffUser(user, session)
      ? withSelectedAccountClaim(user, selectedAccountCode)
      : user;
  const facts = useQuery({
    ...accountFactsQueryOptions(queryClient, {
      userGuid: viewer?.userGuid ?? '',
      user: viewer ?? { claims: [] },
      selectedAccountCode,
      brand,
      businessGroup,
    }),
    enabled: viewer !== undefined && selectedAccountCode !== null,
  });
  return facts.data ?? null;
}
