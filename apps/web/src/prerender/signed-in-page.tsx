import { dehydrate } from '@tanstack/react-query';
import type { AppConfig } from '@portal/contracts';
import { createQueryClient, setApiTransport } from '../shared/api';
import type { ApiTransport } from '../shared/api';
import { accountSelectionStore } from '../shared/session';
import type { AppRouter } from '../router';
import { loadAppAt } from './app-at-path';
import { renderUntilSettled } from './render-until-settled';

/** A signed-in page drawn by the server, with the answers it was drawn from. */
export interface SignedInPage {
  markup: string;
  title: string;
  /** The query cache the page was drawn from (TanStack Query's dehydrated state). */
  data: unknown;
}

/** The calls of the page being drawn; none outside a drawing. */
let currentTransport: ApiTransport | null = null;
setApiTransport((url, init) => {
  if (currentTransport === null) return Promise.reject(new Error(`no page is being drawn: ${url}`));
  return currentTransport(url, init);
});

/** The guards let the page show: no redirect, no failed match. */
function landedOn(router: AppRouter, path: string): boolean {
  return (
    router.state.location.pathname === path &&
    router.state.matches.every((match) => match.status === 'success')
  );
}

async function draw(path: string, config: AppConfig): Promise<SignedInPage | null> {
  // The tab's selection would live in sessionStorage; a server has one for everybody.
  accountSelectionStore.reset();
  const queryClient = createQueryClient();
  // The browser asks again for whatever fails here; the server does not wait on retries.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const app = await loadAppAt(path, config, queryClient);
  if (!landedOn(app.router, path)) return null;
  const markup = await renderUntilSettled(queryClient, app.draw);
  return { markup, title: app.title(), data: dehydrate(queryClient) };
}

/**
 * Draws a signed-in page for one person, with the app's own components and the answers
 * the server gives to `transport` (their session cookie's calls, sent through the server
 * itself). Null when the page would not show as asked (the guards send the person
 * elsewhere), or when another page is being drawn: the app's modules hold state for one
 * person at a time (the selected account, the call transport), so drawings never overlap,
 * and a request that finds one under way gets the plain SPA instead.
 */
let drawing = false;
export async function renderSignedInPage(
  path: string,
  config: AppConfig,
  transport: ApiTransport,
): Promise<SignedInPage | null> {
  if (drawing) return null;
  drawing = true;
  currentTransport = transport;
  try {
    return await draw(path, config);
  } finally {
    currentTransport = null;
    accountSelectionStore.reset();
    drawing = false;
  }
}
