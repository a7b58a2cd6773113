import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  placedPlanChangeSchema,
  planChangeImpactSchema,
  type PlacedPlanChange,
} from '@portal/contracts';
import { apiRequest, idempotencyHeader } from '../api';
import { accountOrderKeys } from '../orders';

/** What a plan-change order carries: the plan, and for power the day it starts. */
export interface PlanChangeOrder {
  planKey: string;
  startDate?: string;
}

/**
 * POST …/planChangeOrders with the attempt's key, so a retry never places it twice; the
 * account's orders are read again, so the change shows as pending. Every service's plan
 * change is placed this way, power's included.
 */
export const planChangeOrderMutationOptions = <Placed>(place: {
  queryClient: QueryClient;
  accountCode: string;
  path: string;
  mutationKey: readonly unknown[];
  schema: z.ZodType<Placed>;
}) =>
  mutationOptions({
    mutationKey: place.mutationKey,
    mutationFn: ({ request, key }: { request: PlanChangeOrder; key: string }) =>
      apiRequest({
        path: place.path,
        method: 'POST',
        body: request,
        headers: idempotencyHeader(key),
        schema: place.schema,
      }),
    onSuccess: () =>
      place.queryClient.invalidateQueries({
        queryKey: accountOrderKeys.orders(place.accountCode),
      }),
  });

/** Where a service's plan-change calls live: one service of the account, by its id. */
export interface PlanChangeEndpoint<Plans> {
  /** The service's path under /api, e.g. /accounts/{code}/internetServices/{id}. */
  path: (accountCode: string, serviceId: string) => string;
  /** The service's query key, under the account's, so an account refresh reaches it. */
  key: (accountCode: string, serviceId: string) => readonly unknown[];
  /** The answer of GET …/plans. */
  plansSchema: z.ZodType<Plans>;
}

/**
 * The three calls of a service's plan change, declared once for every service that has
 * them (broadband and voice): the plans on offer, an order's impact, and the order.
 */
export function planChangeCalls<Plans>(endpoint: PlanChangeEndpoint<Plans>) {
  return {
    /** GET …/plans: the plans the service may move to. */
    plans: (code: string, id: string) =>
      queryOptions({
        queryKey: [...endpoint.key(code, id), 'plans'],
        queryFn: ({ signal }) =>
          apiRequest({
            path: `${endpoint.path(code, id)}/plans`,
            schema: endpoint.plansSchema,
            signal,
          }),
      }),
    /** GET …/planChangeImpact?planKey: asked before the order is placed. */
    impact: (code: string, id: string, planKey: string) =>
      queryOptions({
        queryKey: [...endpoint.key(code, id), 'impact', planKey],
        queryFn: ({ signal }) =>
          apiRequest({
            path: `${endpoint.path(code, id)}/planChangeImpact`,
            query: { planKey },
            schema: planChangeImpactSchema,
            signal,
          }),
      }),
    /** POST …/planChangeOrders {planKey}. */
    place: (queryClient: QueryClient, code: string, id: string) =>
      planChangeOrderMutationOptions<PlacedPlanChange>({
        queryClient,
        accountCode: code,
        path: `${endpoint.path(code, id)}/planChangeOrders`,
        mutationKey: [...endpoint.key(code, id), 'plan-change'],
        schema: placedPlanChangeSchema,
      }),
  };
}

export type PlanChangeCalls<Plans> = ReturnType<typeof planChangeCalls<Plans>>;
