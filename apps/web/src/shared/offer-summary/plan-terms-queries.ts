import { queryOptions } from '@tanstack/react-query';
import { planTermsListSchema } from '@portal/contracts';
import { apiRequest } from '../api';
import { accountKeys } from '../accounts';

/** GET /accounts/{code}/planTerms: term and fees of every plan on sale, for offer summaries. */
export const planTermsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...accountKeys.account(code), 'plan-terms'] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/accounts/${encodeURIComponent(code)}/planTerms`,
        schema: planTermsListSchema,
        signal,
      }),
    // The catalogue changes rarely; one answer serves every plan chosen on the page.
    staleTime: 5 * 60_000,
  });
