import type { AppConfig } from '@portal/contracts';
import { createQueryClient } from '../shared/api';
import { loadAppAt } from './app-at-path';

export { renderPersonPage } from './person-page';
export type { PersonPage } from './person-page';
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
  const app = await loadAppAt(path, config, createQueryClient());
  return { markup: app.draw(), title: app.title() };
}
