import { infiniteQueryOptions } from '@tanstack/react-query';
import { prepayTransactionHistorySchema } from '@portal/contracts';
import { apiRequest } from '../../../../shared/api';
import { accountKeys } from '../../../../shared/accounts';

/** Entries per page: enough to fill a screen, few enough to load quickly on a phone. */
export const HISTORY_PAGE_SIZE = 20;

/** Under the account's mobile-services key, so a top-up that refreshes the account refreshes this. */
export const prepayHistoryKey = (code: string, serviceEntity: string) =>
  [...accountKeys.mobileServices(code), 'prepay-history', serviceEntity] as const;

/**
 * GET …/mobileServices/{id}/prepayTransactionHistory?recordCount&recordsPriorTo, newest
 * first; each page's nextRecordsPriorTo asks for the page before it (null: none older).
 */
export const prepayHistoryQueryOptions = (code: string, serviceEntity: string) =>
  infiniteQueryOptions({
    queryKey: prepayHistoryKey(code, serviceEntity),
    queryFn: ({ pageParam, signal }) =>
      apiRequest({
        path: `/mobile/v2/management/accounts/${encodeURIComponent(code)}/mobileServices/${encodeURIComponent(serviceEntity)}/prepayTransactionHistory`,
        query: { recordCount: HISTORY_PAGE_SIZE, recordsPriorTo: pageParam },
        schema: prepayTransactionHistorySchema,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextRecordsPriorTo,
  });
