import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  accountSearchResultSchema,
  auditTrailSchema,
  secondFactorResetSchema,
  staffAccessLinkSchema,
  type SecondFactorResetRequest,
} from '@portal/contracts';
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

/** POST /iam/staffAccess: a single-use link that opens the account as its customer sees it. */
export const staffAccessLinkMutationOptions = () =>
  mutationOptions({
    mutationKey: ['staff', 'access-link'],
    mutationFn: (accountCode: string) =>
      apiRequest({
        path: '/iam/staffAccess',
        method: 'POST',
        body: { accountCode },
        schema: staffAccessLinkSchema,
      }),
  });

export const AUDIT_TRAIL_PAGE_SIZE = 10;

/** GET /staff/accounts/{code}/auditTrail: one page, newest first. */
export function auditTrailQueryOptions(accountCode: string, page: number) {
  return queryOptions({
    queryKey: ['staff', 'audit-trail', accountCode, page],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/staff/accounts/${encodeURIComponent(accountCode)}/auditTrail`,
        query: { page, pageSize: AUDIT_TRAIL_PAGE_SIZE },
        schema: auditTrailSchema,
        signal,
      }),
    placeholderData: (previous) => previous,
    // Changes land in the trail from anywhere in the portal: read it afresh on each visit.
    staleTime: 0,
  });
}

/** POST /staff/secondFactorResets: a colleague enrols a new second factor at next sign-in. */
export const secondFactorResetMutationOptions = () =>
  mutationOptions({
    mutationKey: ['staff', 'second-factor-reset'],
    mutationFn: (body: SecondFactorResetRequest) =>
      apiRequest({
        path: '/staff/secondFactorResets',
        method: 'POST',
        body,
        schema: secondFactorResetSchema,
      }),
  });
