import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppConfig } from '@portal/contracts';
import { createQueryClient } from './shared/api';
import { noteSessionEnded } from './shared/session';
import { BootFailure } from './shared/boot-failure';
import { appConfigQueryOptions } from './shared/config/app-config-query';
import { mainNavItems } from './shared/navigation/nav-items';
import { connectionOf, schedulePrefetch, whenIdle } from './shared/routing/prefetch';
import { brands } from './shared/theme/brands';
import { carryFocusOver } from './prerender/carry-focus-over';
import { takeServerData } from './prerender/server-data';
import { createAppRouter } from './router';
import { nextTask } from './boot/next-task';
import { AppRoot } from './app-root';
import { reportError, startErrorReporting } from './shared/errors/error-reporting';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
// A page the server sent already drawn (prerender/render-page.tsx), or the empty #root.
const prerendered = rootElement.hasChildNodes();
if (prerendered) carryFocusOver(rootElement);
const root = createRoot(rootElement);
const queryClient = createQueryClient((error, operation) => {
  // Signed out elsewhere (a password change on another device): the guards, run again,
  // take the person to sign in, where they are told why.
  if (noteSessionEnded(queryClient, error)) void router.invalidate();
  reportError(error, { operation });
});

// A signed-in page the server drew brings the answers it was drawn from (the config too).
if (prerendered) takeServerData(queryClient);
const router = createAppRouter(queryClient);
await nextTask();

// The first page's code is fetched now, alongside the config, rather than after it: the
// router would only ask for it once the config is in and the guards have run. One route a
// task: Vite's preload helper adds a link to the page for each file a chunk needs, and
// for a layout and its page those links were one long task together.
const [firstRoutes] = router.getMatchedRoutes(window.location.pathname);
for (const route of firstRoutes) {
  void router.loadRouteChunk(route)?.catch(() => undefined);
  await nextTask();
}

function start(config: AppConfig) {
  void startErrorReporting({ dsn: config.sentryDsn, environment: config.environment });
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', brands[config.brand].palette[8]);

  // The main pages' payloads are fetched once a signed-in page is showing: on the sign-in
  // page they could only fail, and would compete with it for the network and main thread.
  // Each waits for an idle moment so prefetching never delays what the person is doing.
  const stopWaiting = router.subscribe('onResolved', () => {
    if (!router.state.matches.some((match) => match.routeId === '/_default')) return;
    stopWaiting();
    schedulePrefetch(
      (path) => whenIdle().then(() => router.preloadRoute({ to: path })),
      mainNavItems(config.brand).map((item) => item.path),
      { connection: connectionOf(navigator) },
    );
  });

  // As a transition the first render is time-sliced: React yields to the browser every few
  // milliseconds instead of holding the main thread for the whole tree (issue 8, P6's TBT).
  const render = () => {
    startTransition(() => {
      root.render(<AppRoot queryClient={queryClient} router={router} brand={config.brand} />);
    });
  };
  // A page drawn ahead of time stays until the app can draw all of it: the route is loaded
  // first, so the first commit replaces it whole and the page never goes blank.
  if (prerendered) void router.load().then(render, render);
  else render();
}

// The brand and flags decide what the first render looks like, so nothing renders before
// the config is in; without it the portal cannot know whose portal it is.
queryClient.query(appConfigQueryOptions()).then(start, (error: unknown) => {
  console.error('Could not load the app config', error);
  root.render(<BootFailure />);
});
