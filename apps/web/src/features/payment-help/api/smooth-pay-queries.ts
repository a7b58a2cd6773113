import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { smoothPayArrangementSchema, smoothPaySchema } from '@portal/contracts';
import type { SmoothPayFrequency } from '@portal/domain';
import { apiRequest } from '../../../shared/api';
import { accountKeys } from '../../../shared/accounts';

const path = (code: string) => `/accounts/${encodeURIComponent(code)}/smoothPay`;
const smoothPayKey = (code: string) => [...accountKeys.account(code), 'smooth-pay'] as const;

/** GET /accounts/{code}/smoothPay: the arrangement if on, and a quote per frequency. */
export const smoothPayQueryOptions = (code: string) =>
  queryOptions({
    queryKey: smoothPayKey(code),
    queryFn: ({ signal }) => apiRequest({ path: path(code), schema: smoothPaySchema, signal }),
  });

/** POST /accounts/{code}/smoothPay: asking again answers the one that is on. */
export const startSmoothPayMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...smoothPayKey(code), 'start'],
    mutationFn: (frequency: SmoothPayFrequency) =>
      apiRequest({
        path: path(code),
        method: 'POST',
        body: { frequency },
        schema: smoothPayArrangementSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smoothPayKey(code) }),
  });

/** POST /accounts/{code}/smoothPay/stop; staff send the reason. */
export const stopSmoothPayMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...smoothPayKey(code), 'stop'],
    mutationFn: (reason?: string) =>
      apiRequest({
        path: `${path(code)}/stop`,
        method: 'POST',
        body: reason === undefined ? {} : { reason },
        schema: smoothPayArrangementSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smoothPayKey(code) }),
  });
