import type { QueryClient } from '@tanstack/react-query';

/**
 * After money moved or a payment method changed, everything cached about the account may
 * be out of date: balance, transaction history, saved cards, payment method. Each feature
 * keys its queries with the account code, so one predicate reaches them all without this
 * feature knowing the others' keys.
 */
export function invalidateAccountData(queryClient: QueryClient, accountCode: string) {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey.includes(accountCode),
  });
}
