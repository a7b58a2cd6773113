import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { asksToSignInAgain, isRefusal, notifyStepUpRequired } from './api-error';
import type { StepUpMeta } from './api-error';

declare module '@tanstack/react-query' {
  interface Register {
    /** A risky call names itself for the "sign in again" dialog (decision 052). */
    mutationMeta: { stepUp?: StepUpMeta };
  }
}

/** Called with every failed query or mutation, named by its key (the spec's "operation"). */
export type FailureListener = (error: unknown, operation: string) => void;

/** A 4xx will not change by asking again; network trouble and 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isRefusal(error)) return false;
  return failureCount < 2;
}

/**
 * Calls are `xQueryOptions` and `xMutationOptions` factories in their topic's
 * `-queries.ts` (decision 042). Components read with `useQuery`, so each section shows its
 * own loading status and the server can draw a page by rendering until every query has
 * settled (decision 018). A loader awaits a call only when the page cannot be drawn without
 * its answer (the invoice's 404, the person on my details).
 */
export function createQueryClient(onFailure?: FailureListener): QueryClient {
  const nameOf = (key: readonly unknown[] | undefined) =>
    (key ?? []).filter((part) => typeof part === 'string').join('/') || 'unnamed';
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onFailure?.(error, nameOf(query.queryKey)),
    }),
    mutationCache: new MutationCache({
      onError: (error, variables, _context, mutation) => {
        const key = mutation.options.mutationKey;
        // One way for every risky action to ask again: what was chosen is kept for the page.
        if (asksToSignInAgain(error)) {
          notifyStepUpRequired(mutation.options.meta?.stepUp, { key: key ?? [], variables });
        }
        onFailure?.(error, nameOf(key));
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
