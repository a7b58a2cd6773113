import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  moveAddressOrderResultSchema,
  serviceAddressSchema,
  type MoveAddressOrderRequest,
} from '@portal/contracts';
import { apiRequest, idempotencyHeader } from '../../../shared/api';
import { accountKeys } from '../../../shared/accounts';
import { accountOrderKeys } from '../../../shared/orders';

/** GET /accounts/{code}/serviceAddresses: where the services are now. */
export const currentAddressesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...accountKeys.account(code), 'service-addresses'],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/accounts/${encodeURIComponent(code)}/serviceAddresses`,
        schema: z.array(serviceAddressSchema),
        signal,
      }),
    select: (addresses) => addresses.filter((address) => address.isCurrent),
  });

/** POST /sales/v3/ordering/accounts/{code}/moveAddressOrders, one key per attempt. */
export const moveHouseMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...accountKeys.account(code), 'move-house'],
    mutationFn: ({ request, key }: { request: MoveAddressOrderRequest; key: string }) =>
      apiRequest({
        path: `/sales/v3/ordering/accounts/${encodeURIComponent(code)}/moveAddressOrders`,
        method: 'POST',
        body: request,
        headers: idempotencyHeader(key),
        schema: moveAddressOrderResultSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountOrderKeys.orders(code) }),
  });
