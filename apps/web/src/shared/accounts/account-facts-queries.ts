import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { accountKeys } from './account-queries';
import { loadAccountFacts, type AccountFactsRequest } from './load-account-facts';

/**
 * The facts the guards decide a page on, built from the same cached queries as the guards,
 * so it asks the server nothing new. Keyed by the person as well as the account: a staff
 * member's claims change with the account they opened.
 */
export const accountFactsQueryOptions = (
  queryClient: QueryClient,
  request: AccountFactsRequest & { userGuid: string },
) =>
  queryOptions({
    queryKey: [...accountKeys.all, 'facts', request.selectedAccountCode, request.userGuid],
    queryFn: () => loadAccountFacts(queryClient, request),
  });
