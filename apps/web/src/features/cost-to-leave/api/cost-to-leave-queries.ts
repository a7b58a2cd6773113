import { queryOptions } from '@tanstack/react-query';
import { costToLeaveSchema } from '@portal/contracts';
import { apiRequest } from '../../../shared/api';
import { accountKeys } from '../../../shared/accounts';

/** GET /accounts/{code}/costToLeave: per service, what is left to pay and how it falls. */
export const costToLeaveQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...accountKeys.account(code), 'cost-to-leave'] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/accounts/${encodeURIComponent(code)}/costToLeave`,
        schema: costToLeaveSchema,
        signal,
      }),
  });
