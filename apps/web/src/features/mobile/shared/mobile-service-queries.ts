import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { mobileServiceDetailsSchema, walletBalanceSchema } from '@portal/contracts';
import { apiRequest } from '../../../shared/api';
import { accountKeys } from '../../../shared/accounts';

export const managementPath = (code: string) =>
  `/mobile/v2/management/accounts/${encodeURIComponent(code)}`;

/** Under the account's mobile-services key, so every mobile change refreshes both lists. */
export const mobileKeys = {
  details: (code: string) => [...accountKeys.mobileServices(code), 'details'] as const,
  wallet: (code: string, entity: string) =>
    [...accountKeys.mobileServices(code), 'wallet', entity] as const,
};

/** GET mobileServices with what the mobile pages show of each line (plan, controls, allowance). */
export const mobileServiceDetailsQueryOptions = (code: string) =>
  queryOptions({
    queryKey: mobileKeys.details(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${managementPath(code)}/mobileServices`,
        schema: z.array(mobileServiceDetailsSchema),
        signal,
      }),
    staleTime: 30_000,
  });

/** GET …/mobileServices/{serviceEntity}/walletBalance: prepay lines only. */
export const walletBalanceQueryOptions = (code: string, serviceEntity: string) =>
  queryOptions({
    queryKey: mobileKeys.wallet(code, serviceEntity),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${managementPath(code)}/mobileServices/${encodeURIComponent(serviceEntity)}/walletBalance`,
        schema: walletBalanceSchema,
        signal,
      }),
  });
