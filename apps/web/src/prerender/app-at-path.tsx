import { renderToString } from 'react-dom/server';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type { AppConfig } from '@portal/contracts';
import { appConfigQueryOptions } from '../shared/config/app-config-query';
import { documentTitle } from '../shared/routing/document-title';
import { leafRouteMeta } from '../shared/routing/static-data';
import { AppRoot } from '../app-root';
import { createAppRouter } from '../router';
import type { AppRouter } from '../router';

/** The app on a server at one path, its route loaded (the guards have run). */
export interface AppAtPath {
  router: AppRouter;
  /** The app's markup from what the query cache holds now. */
  draw: () => string;
  /** The page's document title. */
  title: () => string;
}

/**
 * Loads the app's own tree (AppRoot) at a path with the given config, for a page drawn
 * ahead of time (render-page.tsx) or for the person asking (person-page.tsx).
 */
export async function loadAppAt(
  path: string,
  config: AppConfig,
  queryClient: QueryClient,
): Promise<AppAtPath> {
  queryClient.setQueryData(appConfigQueryOptions().queryKey, config);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return {
    router,
    draw: () =>
      renderToString(<AppRoot queryClient={queryClient} router={router} brand={config.brand} />),
    title: () => documentTitle(leafRouteMeta(router.state.matches)?.key, config.brand),
  };
}
