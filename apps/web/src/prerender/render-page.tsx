import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import type { AppConfig } from '@portal/contracts';
import { createQueryClient } from '../shared/api';
import { AppProviders } from '../shared/app-providers';
import { BuildCheck } from '../shared/build-check/build-check';
import { appConfigQueryOptions } from '../shared/config/app-config-query';
import { documentTitle } from '../shared/routing/document-title';
import { leafRouteMeta } from '../shared/routing/static-data';
import { createAppRouter } from '../router';

/**
 * A page as the SPA's first render draws it, for the build to put in index.html (Node; see
 * vite/prerender.ts). The tree is main.tsx's, so the app's own first render replaces it
 * with the same boxes. Only pages that need no session or server data can be drawn here:
 * the config is the one input, and guards see nobody signed in.
 */
export async function renderPage(
  path: string,
  config: AppConfig,
): Promise<{ markup: string; title: string }> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(appConfigQueryOptions().queryKey, config);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const markup = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient} brand={config.brand}>
        <BuildCheck />
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  const title = documentTitle(leafRouteMeta(router.state.matches)?.key, config.brand);
  return { markup, title };
}
