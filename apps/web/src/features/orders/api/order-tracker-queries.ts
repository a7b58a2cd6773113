import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { trackedOrderSchema } from '@portal/contracts';
import { apiRequest } from '../../../shared/api';
import { accountOrderKeys } from '../../../shared/orders';

const trackedOrdersSchema = z.array(trackedOrderSchema);

/**
 * GET /sales/v3/ordering/accounts/{code}/orderTracker: every order with its steps. Kept
 * beside the account's orders, so a cancel (which reads everything again) refreshes it.
 */
export const orderTrackerQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...accountOrderKeys.orders(code), 'tracker'] as const,
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/sales/v3/ordering/accounts/${encodeURIComponent(code)}/orderTracker`,
        schema: trackedOrdersSchema,
        signal,
      }),
  });
