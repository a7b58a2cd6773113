import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { APP_CONFIG_PATH, appConfigSchema } from '@portal/contracts';
import type { AppConfig } from '@portal/contracts';
import { fetchJson } from '../api';

/**
 * Read once at boot, before the first render (start-app.tsx), and kept for the life of the
 * page: a new config arrives with a reload. Guards read it with
 * `context.queryClient.query(appConfigQueryOptions())`.
 */
export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: () => fetchJson(APP_CONFIG_PATH, appConfigSchema),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 1,
  });

/** The validated app config; already in the cache, so this never suspends after boot. */
export function useAppConfig(): AppConfig {
  return useSuspenseQuery(appConfigQueryOptions()).data;
}
