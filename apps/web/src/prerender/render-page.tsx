import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import type { AppConfig } from '@portal/contracts';
import { createQueryClient } from '../shared/api';
import { appConfigQueryOptions } from '../shared/config/app-config-query';
import { documentTitle } from '../shared/routing/document-title';
import { leafRouteMeta } from '../shared/routing/static-data';
import { AppRoot } from '../app-root';
import { createAppRouter } from '../router';

export { renderSignedInPage } from './signed-in-page';
export type { SignedInPage } from './signed-in-page';
export { prerenderedDocument } from './static-markup';

/**
 * A page as the SPA's first render draws it, for the build to put in index.html (Node; see
 * vite/prerender.ts). The tree is the app's own (AppRoot), so the app's first render
 * replaces it with the same boxes. Only pages that need no session or server data can be
 * drawn here: the config is the one input, and guards see nobody signed in.
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
    <AppRoot queryClient={queryClient} router={router} brand={config.brand} />,
  );
  const title = documentTitle(leafRouteMeta(router.state.matches)?.key, config.brand);
  return { markup, title };
}
