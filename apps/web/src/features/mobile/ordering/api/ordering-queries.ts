import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { newLineOptionsSchema, newLineOrderViewSchema } from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';

export const newLinePath = (accountCode: string, rest: string) =>
  `/mobile/v2/ordering/accounts/${encodeURIComponent(accountCode)}/newLine${rest}`;

/** Under the account's key, so invalidating everything about an account reaches these too. */
export const orderingKeys = {
  options: (code: string) => ['accounts', code, 'new-line', 'options'] as const,
  orders: (code: string) => ['accounts', code, 'new-line', 'orders'] as const,
};

/** GET …/newLine/options: plans, free numbers, hardware and providers. */
export const newLineOptionsQueryOptions = (accountCode: string) =>
  queryOptions({
    queryKey: orderingKeys.options(accountCode),
    queryFn: ({ signal }) =>
      apiRequest({
        path: newLinePath(accountCode, '/options'),
        schema: newLineOptionsSchema,
        signal,
      }),
  });

const ordersSchema = z.array(newLineOrderViewSchema);

/** GET …/newLine/orders: the account's new-line orders, newest first. */
export const newLineOrdersQueryOptions = (accountCode: string) =>
  queryOptions({
    queryKey: orderingKeys.orders(accountCode),
    queryFn: ({ signal }) =>
      apiRequest({ path: newLinePath(accountCode, '/orders'), schema: ordersSchema, signal }),
  });
