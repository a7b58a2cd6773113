import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isRefusal } from './api-error';

/** Called with every failed query or mutation, named by its key (the spec's "operation"). */
export type FailureListener = (error: unknown, operation: string) => void;

/** A 4xx will not change by asking again; network trouble and 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isRefusal(error)) return false;
  return failureCount < 2;
}

/**
 * Calls are declared as `xQueryOptions` factories beside their feature (conventions.md);
 * loaders call `queryClient.ensureQueryData(xQueryOptions(...))`, components
 * `useSuspenseQuery(xQueryOptions(...))`.
 */
export function createQueryClient(onFailure?: FailureListener): QueryClient {
  const nameOf = (key: readonly unknown[] | undefined) =>
    (key ?? []).filter((part) => typeof part === 'string').join('/') || 'unnamed';
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onFailure?.(error, nameOf(query.queryKey)),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) =>
        onFailure?.(error, nameOf(mutation.options.mutationKey)),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
