import { queryOptions } from '@tanstack/react-query';
import { billChangesSchema, billsByServiceSchema } from '@portal/contracts';
import { apiRequest } from '../../../shared/api';
import { visibillPath } from './billing-paths';
import { BILLS_STALE_MS, billingKeys } from './billing-queries';

// Apart from billing-queries.ts, which the invoice route's loader puts in the first load:
// these are read only by the pages, so they come with the pages' own code.

export const billChangesKeys = {
  changes: (code: string, invoiceId: string) =>
    [...billingKeys.invoice(code, invoiceId), 'changes'] as const,
  byService: (code: string) => [...billingKeys.account(code), 'bills-by-service'] as const,
};

/** GET …/invoices/{invoiceId}/changes: the bill against the one before it. */
export const billChangesQueryOptions = (code: string, invoiceId: string) =>
  queryOptions({
    queryKey: billChangesKeys.changes(code, invoiceId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: visibillPath(code, `/invoices/${encodeURIComponent(invoiceId)}/changes`),
        schema: billChangesSchema,
        signal,
      }),
    staleTime: BILLS_STALE_MS,
  });

/** GET …/billsByService: the last 13 bills, oldest first, by service group. */
export const billsByServiceQueryOptions = (code: string) =>
  queryOptions({
    queryKey: billChangesKeys.byService(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: visibillPath(code, '/billsByService'),
        schema: billsByServiceSchema,
        signal,
      }),
    staleTime: BILLS_STALE_MS,
  });
