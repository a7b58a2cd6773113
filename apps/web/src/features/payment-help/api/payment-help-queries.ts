import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  paymentArrangementSchema,
  paymentHelpSchema,
  type ArrangementRequest,
} from '@portal/contracts';
import { apiRequest } from '../../../shared/api';
import { accountKeys } from '../../../shared/accounts';

const basePath = (code: string) => `/accounts/${encodeURIComponent(code)}/paymentArrangements`;
const key = (code: string) => [...accountKeys.account(code), 'payment-arrangements'] as const;

/** GET …/paymentArrangements: what is owed and overdue, unpaid bills, every arrangement. */
export const paymentHelpQueryOptions = (code: string) =>
  queryOptions({
    queryKey: key(code),
    queryFn: ({ signal }) =>
      apiRequest({ path: basePath(code), schema: paymentHelpSchema, signal }),
  });

/**
 * Bills, the billing summary and this page change with an arrangement (a new date, what is
 * overdue); they sit under other features' keys, each naming the account's code.
 */
const refreshAccount = (queryClient: QueryClient, code: string) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(code) });

/** POST …/paymentArrangements: asking twice for the same thing answers the first one. */
export const createArrangementMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...key(code), 'create'],
    mutationFn: (body: ArrangementRequest) =>
      apiRequest({ path: basePath(code), method: 'POST', body, schema: paymentArrangementSchema }),
    onSuccess: () => refreshAccount(queryClient, code),
  });

/** POST …/paymentArrangements/{id}/cancel; staff give a reason. */
export const cancelArrangementMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...key(code), 'cancel'],
    mutationFn: ({ arrangementId, reason }: { arrangementId: string; reason?: string }) =>
      apiRequest({
        path: `${basePath(code)}/${encodeURIComponent(arrangementId)}/cancel`,
        method: 'POST',
        body: reason === undefined ? {} : { reason },
        schema: paymentArrangementSchema,
      }),
    onSuccess: () => refreshAccount(queryClient, code),
  });
