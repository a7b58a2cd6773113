import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { accountOrderSchema } from '@portal/contracts';
import { apiRequest } from '../api';
import { accountKeys } from '../accounts/account-queries';

const ordersSchema = z.array(accountOrderSchema);

/** Under the account's key, so refreshing an account refreshes its orders too. */
export const accountOrderKeys = {
  orders: (code: string) => [...accountKeys.account(code), 'orders'] as const,
};

/** GET /sales/v3/ordering/accounts/{code}/orders: the account's orders, newest first. */
export const accountOrdersQueryOptions = (code: string) =>
  queryOptions({
    queryKey: accountOrderKeys.orders(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/sales/v3/ordering/accounts/${encodeURIComponent(code)}/orders`,
        schema: ordersSchema,
        signal,
      }),
  });

/**
 * POST …/orders/{orderId}/cancel: calls off a pending order before its day. Cancelling twice
 * answers alike, so a retry needs no key. Everything is read again afterwards: the order
 * may have shown as a pending plan, a sign-up or a move on any page.
 */
export const cancelOrderMutationOptions = (queryClient: QueryClient, code: string) =>
  mutationOptions({
    mutationKey: [...accountOrderKeys.orders(code), 'cancel'],
    mutationFn: (orderId: string) =>
      apiRequest({
        path: `/sales/v3/ordering/accounts/${encodeURIComponent(code)}/orders/${encodeURIComponent(orderId)}/cancel`,
        method: 'POST',
        schema: accountOrderSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
