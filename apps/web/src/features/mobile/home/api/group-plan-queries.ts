import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { groupPlanServiceSchema } from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';
import { accountKeys } from '../../../../shared/accounts';
import { managementPath } from '../../shared';

/** GET …/groupPlanServices: the account's group plan, its leader line first, then members. */
export const groupPlanServicesQueryOptions = (code: string) =>
  queryOptions({
    // Under the mobile-services key: a plan change that joins or leaves the group refreshes it.
    queryKey: [...accountKeys.mobileServices(code), 'group-plan'] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${managementPath(code)}/groupPlanServices`,
        schema: z.array(groupPlanServiceSchema),
        signal,
      }),
    staleTime: 30_000,
  });
