import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { accountSearchResultSchema, staffAccessLinkSchema } from '@portal/contracts';
import { apiRequest } from '../../../shared/api';

export function accountSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['staff', 'accounts', query],
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/staff/accounts',
        query: { query },
        schema: z.array(accountSearchResultSchema),
        signal,
      }),
    enabled: query.trim().length >= 2,
    staleTime: 30_000,
  });
}

/** A single-use link that opens the account as its customer sees it (/auto-login). */
export function requestStaffAccessLink(accountCode: string) {
  return apiRequest({
    path: '/iam/staffAccess',
    method: 'POST',
    body: { accountCode },
    schema: staffAccessLinkSchema,
  });
}
