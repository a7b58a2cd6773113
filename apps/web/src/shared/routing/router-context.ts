import type { QueryClient } from '@tanstack/react-query';

/**
 * What every route's `beforeLoad` and `loader` receive. Guards read the app config and
 * session through the query client (`context.queryClient.query(...)`).
 */
export interface RouterContext {
  queryClient: QueryClient;
}
