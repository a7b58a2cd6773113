import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  billDatesSchema,
  serviceUsageSchema,
  sharedDataPoolDailyUsageSchema,
  sharedDataPoolMonthlyUsageSchema,
  sharedDataPoolSchema,
  sharedPoolCarryoverSchema,
  type UsageType,
} from '@portal/contracts';
import { API_BASE, apiRequest } from '../../../../shared/api';

const management = (code: string) => `/mobile/v2/management/accounts/${encodeURIComponent(code)}`;

/** Usage and pool reads of one account sit under its code, so one invalidation refreshes them. */
export const usageKeys = {
  all: ['mobile-usage'] as const,
  account: (code: string) => [...usageKeys.all, code] as const,
  usage: (code: string, line: string, kind: UsageType, from: string, to: string) =>
    [...usageKeys.account(code), 'line', line, kind, from, to] as const,
  billDates: (code: string) => [...usageKeys.account(code), 'bill-dates'] as const,
  pool: (code: string) => [...usageKeys.account(code), 'pool'] as const,
  poolPart: (code: string, part: string) => [...usageKeys.pool(code), part] as const,
};

/**
 * …/mobileServices/{id}/usage.csv?from&to: a plain link, so the browser downloads the
 * attachment with the session cookie and no file passes through JavaScript.
 */
export function usageCsvUrl(code: string, line: string, from: string, to: string): string {
  const query = new URLSearchParams({ from, to });
  return `${API_BASE}${management(code)}/mobileServices/${encodeURIComponent(line)}/usage.csv?${query.toString()}`;
}

// Usage arrives in batches through the day; a few minutes old is fine to show.
const USAGE_STALE_MS = 5 * 60_000;

/** GET …/mobileServices/{id}/usage/{data|voice|text}?from&to. */
export const usageQueryOptions = (
  code: string,
  line: string,
  kind: UsageType,
  from: string,
  to: string,
) =>
  queryOptions({
    queryKey: usageKeys.usage(code, line, kind, from, to),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${management(code)}/mobileServices/${encodeURIComponent(line)}/usage/${kind}`,
        query: { from, to },
        schema: serviceUsageSchema,
        signal,
      }),
    staleTime: USAGE_STALE_MS,
  });

/**
 * One day of a line's usage, with that day's events: what an opened day asks for when its
 * range came without events (the server lists a single day's events however many).
 */
export const usageDayQueryOptions = (code: string, line: string, kind: UsageType, day: string) =>
  usageQueryOptions(code, line, kind, day, day);

/** The account's bill dates, for the billing-period choices of the picker. */
export const usageBillDatesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: usageKeys.billDates(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/visibill/v2/accounts/${encodeURIComponent(code)}/billDates`,
        schema: billDatesSchema,
        signal,
      }),
    staleTime: USAGE_STALE_MS,
  });

/** GET …/sharedDataPool: 404 'No active pool found' where none is active. */
export const sharedPoolQueryOptions = (code: string) =>
  queryOptions({
    queryKey: usageKeys.poolPart(code, 'configuration'),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${management(code)}/sharedDataPool`,
        schema: sharedDataPoolSchema,
        signal,
      }),
    staleTime: USAGE_STALE_MS,
  });

export const poolMonthlyUsageQueryOptions = (code: string) =>
  queryOptions({
    queryKey: usageKeys.poolPart(code, 'monthly'),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${management(code)}/sharedDataPool/monthlyUsage`,
        schema: z.array(sharedDataPoolMonthlyUsageSchema),
        signal,
      }),
    staleTime: USAGE_STALE_MS,
  });

export const poolCarryoverQueryOptions = (code: string) =>
  queryOptions({
    queryKey: usageKeys.poolPart(code, 'carryover'),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${management(code)}/sharedDataPool/carryoverData`,
        schema: sharedPoolCarryoverSchema,
        signal,
      }),
    staleTime: USAGE_STALE_MS,
  });

export const poolDailyUsageQueryOptions = (code: string, billDate: string) =>
  queryOptions({
    queryKey: usageKeys.poolPart(code, `daily-${billDate}`),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${management(code)}/sharedDataPool/dailyUsage`,
        query: { billDate },
        schema: z.array(sharedDataPoolDailyUsageSchema),
        signal,
      }),
    staleTime: USAGE_STALE_MS,
  });
