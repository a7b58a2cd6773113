import type { Query, QueryClient } from '@tanstack/react-query';
import { skipToken } from '@tanstack/react-query';

/** Components asking for data in a chain (an account, then its services) need a pass each. */
export const MAX_RENDER_PASSES = 6;

/** A query some component of the last pass asked for, enabled, with no answer yet. */
function isWanted(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (query.options.queryFn === skipToken) return false;
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Server rendering of components that ask for their data with useQuery: React renders once
 * without effects, so nothing is fetched. Each pass renders, fetches what the components
 * asked for (each useQuery puts its query, with its options, into the cache), and renders
 * again, until a pass asks for nothing new. A query that fails is not asked again: the
 * page shows it loading, and the browser asks for it.
 */
export async function renderUntilSettled(
  queryClient: QueryClient,
  render: () => string,
): Promise<string> {
  for (let pass = 1; ; pass += 1) {
    const markup = render();
    const wanted = queryClient.getQueryCache().getAll().filter(isWanted);
    if (wanted.length === 0) return markup;
    if (pass === MAX_RENDER_PASSES) {
      throw new Error(`the page still wanted data after ${String(pass)} passes`);
    }
    await Promise.allSettled(wanted.map((query) => query.fetch()));
  }
}
