import { queryOptions } from '@tanstack/react-query';
import {
  accountTransactionsSchema,
  billDatesSchema,
  invoiceDetailSchema,
  invoiceListSchema,
  upcomingChargesSchema,
} from '@portal/contracts';
import { apiRequest } from '../../../shared/api';
import { visibillPath, type Period } from './billing-paths';

/** Every billing read of one account sits under its code, so one invalidation refreshes it all. */
export const billingKeys = {
  all: ['billing'] as const,
  account: (code: string) => [...billingKeys.all, code] as const,
  billDates: (code: string) => [...billingKeys.account(code), 'bill-dates'] as const,
  invoices: (code: string) => [...billingKeys.account(code), 'invoices'] as const,
  invoice: (code: string, invoiceId: string) => [...billingKeys.invoices(code), invoiceId] as const,
  upcomingCharges: (code: string) => [...billingKeys.account(code), 'upcoming-charges'] as const,
  transactions: (code: string, period: Period) =>
    [...billingKeys.account(code), 'transactions', period.from ?? '', period.to ?? ''] as const,
};

// Bills change once a billing period; payments made here invalidate billingKeys.account.
export const BILLS_STALE_MS = 5 * 60_000;

/** GET …/billDates: newest first. */
export const billDatesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: billingKeys.billDates(code),
    queryFn: ({ signal }) =>
      apiRequest({ path: visibillPath(code, '/billDates'), schema: billDatesSchema, signal }),
    staleTime: BILLS_STALE_MS,
  });

/** GET …/invoices: newest first. */
export const invoicesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: billingKeys.invoices(code),
    queryFn: ({ signal }) =>
      apiRequest({ path: visibillPath(code, '/invoices'), schema: invoiceListSchema, signal }),
    staleTime: BILLS_STALE_MS,
  });

/** GET …/invoices/{invoiceId}: one bill; a 404 is final, so it is not retried. */
export const invoiceQueryOptions = (code: string, invoiceId: string) =>
  queryOptions({
    queryKey: billingKeys.invoice(code, invoiceId),
    queryFn: ({ signal }) =>
      apiRequest({
        path: visibillPath(code, `/invoices/${encodeURIComponent(invoiceId)}`),
        schema: invoiceDetailSchema,
        signal,
      }),
    staleTime: BILLS_STALE_MS,
    retry: false,
  });

/** GET …/transactions?from&to: newest first. */
export const transactionsQueryOptions = (code: string, period: Period) =>
  queryOptions({
    queryKey: billingKeys.transactions(code, period),
    queryFn: ({ signal }) =>
      apiRequest({
        path: visibillPath(code, '/transactions'),
        query: { from: period.from, to: period.to },
        schema: accountTransactionsSchema,
        signal,
      }),
  });

/**
 * GET …/upcomingCharges: the next bill's regular charges as the services stand now. Read
 * afresh each time it is shown, so a plan or add-on changed on another page is on it.
 */
export const upcomingChargesQueryOptions = (code: string) =>
  queryOptions({
    queryKey: billingKeys.upcomingCharges(code),
    queryFn: ({ signal }) =>
      apiRequest({
        path: visibillPath(code, '/upcomingCharges'),
        schema: upcomingChargesSchema,
        signal,
      }),
    staleTime: 0,
  });
