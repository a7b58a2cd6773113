import { dehydrate } from '@tanstack/react-query';
import type { AppConfig } from '@portal/contracts';
import { createQueryClient, setApiTransport } from '../shared/api';
import type { ApiTransport } from '../shared/api';
import { accountSelectionStore } from '../shared/session';
import { routeMeta, type RouteKey } from '../shared/routing/route-meta';
import { guessLayout, setLayoutGuess, type LayoutGuess } from '../shared/ui/layout-guess';
import type { AppRouter } from '../router';
import { loadAppAt } from './app-at-path';
import { renderUntilSettled } from './render-until-settled';

/** A page drawn by the server for the person asking, with the answers it was drawn from. */
export interface PersonPage {
  markup: string;
  title: string;
  /** The query cache the page was drawn from (TanStack Query's dehydrated state). */
  data: unknown;
  /** The layout it was drawn for (layout-guess.ts). */
  layout: LayoutGuess;
}

/** What the server knows of the request a page is drawn for. */
export interface PageRequest {
  /** The path with its query. */
  href: string;
  /** The Sec-CH-UA-Mobile header, if sent. */
  mobileHint?: string;
  userAgent?: string;
}

/**
 * Steps that act when opened (finishing a sign-in, signing out, a staff member's sign-in):
 * they show nothing of their own to draw, and what they do a drawing may not do.
 */
const ACTING_ROUTES: ReadonlySet<RouteKey> = new Set(['login-complete', 'logout', 'auto-login']);

function isActingPath(href: string): boolean {
  const { pathname } = new URL(href, 'http://page');
  return [...ACTING_ROUTES].some((key) =>
    (routeMeta[key].paths as readonly string[]).includes(pathname),
  );
}

/** The calls of the page being drawn; none outside a drawing. */
let currentTransport: ApiTransport | null = null;
setApiTransport((url, init) => {
  if (currentTransport === null) return Promise.reject(new Error(`no page is being drawn: ${url}`));
  return currentTransport(url, init);
});

/**
 * The guards let the page show as asked: no redirect (a guard acting on the query, such as
 * choosing an account, replaces the address), a route of the app's own (not its 404), and
 * every match loaded.
 */
function landedOn(router: AppRouter, href: string): boolean {
  const { location, matches } = router.state;
  const leaf = matches.at(-1);
  return (
    location.href === href &&
    leaf !== undefined &&
    leaf.routeId !== '__root__' &&
    matches.every((match) => match.status === 'success' && match._notFound !== true)
  );
}

async function draw(href: string, config: AppConfig, layout: LayoutGuess) {
  // The tab's selection would live in sessionStorage; a server has one for everybody.
  accountSelectionStore.reset();
  const queryClient = createQueryClient();
  // The browser asks again for whatever fails here; the server does not wait on retries.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const app = await loadAppAt(href, config, queryClient);
  if (!landedOn(app.router, href)) return null;
  const markup = await renderUntilSettled(queryClient, app.draw);
  return { markup, title: app.title(), data: dehydrate(queryClient), layout };
}

/**
 * Draws a page of the app for the person asking (signed in or not), with the app's own
 * components and the answers the server gives to `transport` (their session cookie's calls,
 * sent through the server itself), for the layout its request suggests. Null when the page
 * would not show as asked (the guards send the person elsewhere, or act on the query; the
 * path is not one of the app's pages), or when another page is being drawn: the app's
 * modules hold state for one person at a time (the selected account, the call transport),
 * so drawings never overlap, and a request that finds one under way gets the plain SPA.
 */
let drawing = false;
export async function renderPersonPage(
  request: PageRequest,
  config: AppConfig,
  transport: ApiTransport,
): Promise<PersonPage | null> {
  if (drawing || isActingPath(request.href)) return null;
  drawing = true;
  currentTransport = transport;
  const layout = guessLayout({ mobileHint: request.mobileHint, userAgent: request.userAgent });
  setLayoutGuess(layout);
  try {
    return await draw(request.href, config, layout);
  } finally {
    currentTransport = null;
    accountSelectionStore.reset();
    setLayoutGuess('wide');
    drawing = false;
  }
}
