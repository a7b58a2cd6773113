import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  broadbandPlanOptionsSchema,
  internetServiceDetailsSchema,
  portFilteringSchema,
  type PortFiltering,
} from '@portal/contracts';
import { apiRequest } from '../../../shared/api';
import { accountKeys } from '../../../shared/accounts';
import { planChangeCalls } from '../../../shared/plan-change';

const accountPath = (code: string) => `/accounts/${encodeURIComponent(code)}`;
const servicePath = (code: string, id: string) =>
  `${accountPath(code)}/internetServices/${encodeURIComponent(id)}`;

/** Under the account's key, so an account refresh refreshes its broadband too. */
export const broadbandKeys = {
  services: (code: string) => [...accountKeys.account(code), 'internet-services'] as const,
  portFiltering: (code: string, id: string) =>
    [...broadbandKeys.services(code), id, 'port-filtering'] as const,
  /** One connection's plans and plan-change impacts are under this. */
  service: (code: string, id: string) => [...broadbandKeys.services(code), id] as const,
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

/** GET …/plans, …/planChangeImpact, POST …/planChangeOrders of one connection. */
export const broadbandPlanChangeCalls = planChangeCalls({
  path: servicePath,
  key: broadbandKeys.service,
  plansSchema: broadbandPlanOptionsSchema,
});

/** PUT …/features/portfiltering {status}; the page shows the answer at once. */
export const portFilteringMutationOptions = (queryClient: QueryClient, code: string, id: string) =>
  mutationOptions({
    mutationKey: [...broadbandKeys.portFiltering(code, id), 'set'],
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
