import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { accountProductsSchema, accountSchema, mobileServiceSchema } from '@portal/contracts';
import { apiRequest } from '../api';

/** Everything about one account sits under its code, so one invalidation refreshes it all. */
export const accountKeys = {
  all: ['accounts'] as const,
  account: (code: string) => [...accountKeys.all, code] as const,
  products: (code: string) => [...accountKeys.account(code), 'products'] as const,
  mobileServices: (code: string) => [...accountKeys.account(code), 'mobile-services'] as const,
};

const mobileServicesSchema = z.array(mobileServiceSchema);
const accountPath = (code: string) => `/accounts/${encodeURIComponent(code)}`;

/*
 * Guards read these on every navigation, so they must come from the cache most of the
 * time. An account and its products change through the portal's own mutations, which
 * invalidate them; mobile services change more often (pauses, new connections).
 */
const ACCOUNT_STALE_MS = 5 * 60_000;
const MOBILE_SERVICES_STALE_MS = 60_000;

/** GET /accounts/{code}: the account with its business group and the caller's roles. */
export const accountQueryOptions = (code: string) =>
  queryOptions({
    queryKey: accountKeys.account(code),
    queryFn: ({ signal }) => apiRequest({ path: accountPath(code), schema: accountSchema, signal }),
    staleTime: ACCOUNT_STALE_MS,
  });

/** GET /accounts/{code}/products: core and additional products. */
export const accountProductsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: accountKeys.products(code),
    queryFn: ({ signal }) =>
      apiRequest({ path: `${accountPath(code)}/products`, schema: accountProductsSchema, signal }),
    staleTime: ACCOUNT_STALE_MS,
  });

/** GET /mobile/v2/management/accounts/{code}/mobileServices: the account's mobile connections. */
export const mobileServicesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: accountKeys.mobileServices(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/mobile/v2/management/accounts/${encodeURIComponent(code)}/mobileServices`,
        schema: mobileServicesSchema,
        signal,
      }),
    staleTime: MOBILE_SERVICES_STALE_MS,
  });
