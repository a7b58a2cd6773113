import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  broadbandPlanOptionsSchema,
  internetServiceDetailsSchema,
  placedPlanChangeSchema,
  planChangeImpactSchema,
  portFilteringSchema,
  type PortFiltering,
} from '@portal/contracts';
import { apiRequest, idempotencyHeader } from '../../../shared/api';
import { accountKeys } from '../../../shared/accounts';
import { accountOrderKeys } from '../../../shared/orders';

const accountPath = (code: string) => `/accounts/${encodeURIComponent(code)}`;
const servicePath = (code: string, id: string) =>
  `${accountPath(code)}/internetServices/${encodeURIComponent(id)}`;

/** Under the account's key, so an account refresh refreshes its broadband too. */
export const broadbandKeys = {
  services: (code: string) => [...accountKeys.account(code), 'internet-services'] as const,
  portFiltering: (code: string, id: string) =>
    [...broadbandKeys.services(code), id, 'port-filtering'] as const,
  plans: (code: string, id: string) => [...broadbandKeys.services(code), id, 'plans'] as const,
  impact: (code: string, id: string, planKey: string) =>
    [...broadbandKeys.services(code), id, 'impact', planKey] as const,
};

/** GET accounts/{code}/internetServices. */
export const internetServicesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: broadbandKeys.services(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${accountPath(code)}/internetServices`,
        schema: z.array(internetServiceDetailsSchema),
        signal,
      }),
  });

/** GET …/internetServices/{id}/features/portfiltering. */
export const portFilteringQueryOptions = (code: string, id: string) =>
  queryOptions({
    queryKey: broadbandKeys.portFiltering(code, id),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${servicePath(code, id)}/features/portfiltering`,
        schema: portFilteringSchema,
        signal,
      }),
  });

/** GET …/internetServices/{id}/plans: the plans the connection may move to. */
export const broadbandPlansQueryOptions = (code: string, id: string) =>
  queryOptions({
    queryKey: broadbandKeys.plans(code, id),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${servicePath(code, id)}/plans`,
        schema: broadbandPlanOptionsSchema,
        signal,
      }),
  });

/** GET …/internetServices/{id}/planChangeImpact?planKey: asked before the order is placed. */
export const broadbandImpactQueryOptions = (code: string, id: string, planKey: string) =>
  queryOptions({
    queryKey: broadbandKeys.impact(code, id, planKey),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${servicePath(code, id)}/planChangeImpact`,
        query: { planKey },
        schema: planChangeImpactSchema,
        signal,
      }),
  });

/** PUT …/features/portfiltering {status}; the page shows the answer at once. */
export function useSetPortFiltering(code: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: PortFiltering['status']) =>
      apiRequest({
        path: `${servicePath(code, id)}/features/portfiltering`,
        method: 'PUT',
        body: { status },
        schema: portFilteringSchema,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(broadbandKeys.portFiltering(code, id), answer);
    },
  });
}

/** POST …/planChangeOrders with the attempt's idempotency key; the order shows as pending. */
export function usePlaceBroadbandPlanChange(code: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planKey, key }: { planKey: string; key: string }) =>
      apiRequest({
        path: `${servicePath(code, id)}/planChangeOrders`,
        method: 'POST',
        body: { planKey },
        headers: idempotencyHeader(key),
        schema: placedPlanChangeSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountOrderKeys.orders(code) }),
  });
}
