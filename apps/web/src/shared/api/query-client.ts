import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** A 4xx will not change by asking again; network trouble and 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * Calls are declared as `xQueryOptions` factories beside their feature (conventions.md);
 * loaders call `queryClient.ensureQueryData(xQueryOptions(...))`, components
 * `useSuspenseQuery(xQueryOptions(...))`.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
