import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  icpCandidateSchema,
  meterReadingSchema,
  powerConnectionSchema,
  powerOrderResultSchema,
  powerPlansSchema,
  siteAccessSchema,
  type MeterReadingRequest,
  type PowerOrderResult,
  type PowerSignUpRequest,
  type SiteAccessRequest,
} from '@portal/contracts';
import { accountKeys } from '../../../shared/accounts';
import { apiRequest, idempotencyHeader } from '../../../shared/api';
import { accountOrderKeys } from '../../../shared/orders';
import { planChangeOrderMutationOptions } from '../../../shared/plan-change';

const powerPath = (code: string) => `/accounts/${encodeURIComponent(code)}/power`;

/** Under the account's key, so refreshing the account refreshes its power too. */
export const powerKeys = {
  all: (code: string) => [...accountKeys.account(code), 'power'] as const,
  connection: (code: string) => [...powerKeys.all(code), 'connection'] as const,
  plans: (code: string) => [...powerKeys.all(code), 'plans'] as const,
  icpLookup: (code: string, address: string) =>
    [...powerKeys.all(code), 'icp-lookup', address] as const,
};

/** GET /accounts/{code}/power: ICP, plan and rates, meters, readings and usage. */
export const powerConnectionQueryOptions = (code: string) =>
  queryOptions({
    queryKey: powerKeys.connection(code),
    queryFn: ({ signal }) =>
      apiRequest({ path: powerPath(code), schema: powerConnectionSchema, signal }),
  });

/** GET /accounts/{code}/power/plans: plans on offer and the dates an order may take. */
export const powerPlansQueryOptions = (code: string) =>
  queryOptions({
    queryKey: powerKeys.plans(code),
    queryFn: ({ signal }) =>
      apiRequest({ path: `${powerPath(code)}/plans`, schema: powerPlansSchema, signal }),
  });

/** GET /accounts/{code}/power/icpLookup?address=: free ICPs at an address. */
export const icpLookupQueryOptions = (code: string, address: string) =>
  queryOptions({
    queryKey: powerKeys.icpLookup(code, address),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${powerPath(code)}/icpLookup`,
        query: { address },
        schema: z.array(icpCandidateSchema),
        signal,
      }),
    enabled: address.trim().length >= 3,
  });

export const meterReadingMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...powerKeys.all(code), 'meter-reading'],
    mutationFn: (request: MeterReadingRequest) =>
      apiRequest({
        path: `${powerPath(code)}/meterReadings`,
        method: 'POST',
        body: request,
        schema: meterReadingSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: powerKeys.connection(code) }),
  });

export const siteAccessMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...powerKeys.all(code), 'site-access'],
    mutationFn: (request: SiteAccessRequest) =>
      apiRequest({
        path: `${powerPath(code)}/siteAccess`,
        method: 'PUT',
        body: request,
        schema: siteAccessSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: powerKeys.connection(code) }),
  });

/** POST …/power/planChangeOrders {planKey, startDate}, placed as every plan change is. */
export const planChangeMutationOptions = (queryClient: QueryClient, code: string) =>
  planChangeOrderMutationOptions<PowerOrderResult>({
    queryClient,
    accountCode: code,
    path: `${powerPath(code)}/planChangeOrders`,
    mutationKey: [...powerKeys.all(code), 'plan-change'],
    schema: powerOrderResultSchema,
  });

export const signUpMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...powerKeys.all(code), 'sign-up'],
    mutationFn: ({ request, key }: { request: PowerSignUpRequest; key: string }) =>
      apiRequest({
        path: `${powerPath(code)}/signUpOrders`,
        method: 'POST',
        body: request,
        headers: idempotencyHeader(key),
        schema: powerOrderResultSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountOrderKeys.orders(code) }),
  });
