import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { AppConfig } from '@portal/contracts';
import { createQueryClient } from './shared/api';
import { noteSessionEnded } from './shared/session';
import { BootFailure } from './shared/boot-failure';
import { appConfigQueryOptions } from './shared/config/app-config-query';
import { mainNavItems } from './shared/navigation/nav-items';
import { connectionOf, schedulePrefetch, whenIdle } from './shared/routing/prefetch';
import { brands } from './shared/theme/brands';
import { DRAWN_AGAIN_WARNING, finishHydration } from './prerender/finish-hydration';
import { whenTakenOver } from './prerender/taken-over';
import { LAYOUT_ATTRIBUTE, setLayoutGuess } from './shared/ui/layout-guess';
import { takeServerData } from './prerender/server-data';
import { createAppRouter } from './router';
import { nextTask } from './boot/next-task';
import { AppRoot } from './app-root';
import { reportError, startErrorReporting } from './shared/errors/error-reporting';

const found = document.getElementById('root');
if (!found) throw new Error('index.html has no #root element');
const rootElement: HTMLElement = found;
// A page the server sent already drawn (prerender/render-page.tsx), or the empty #root.
const prerendered = rootElement.hasChildNodes();
let root: Root | null = null;
const queryClient = createQueryClient((error, operation) => {
  // Signed out elsewhere (a password change on another device): the guards, run again,
  // take the person to sign in, where they are told why.
  if (noteSessionEnded(queryClient, error)) void router.invalidate();
  reportError(error, { operation });
});

// A signed-in page the server drew brings the answers it was drawn from (the config too).
if (prerendered) takeServerData(queryClient);
const router = createAppRouter(queryClient);
// The router draws a server-drawn page's tree as the server did (no Suspense around the
// matches), for the layout the server drew it for, so React can take it over as it is.
if (prerendered) {
  router.ssr = { manifest: undefined };
  if (rootElement.getAttribute(LAYOUT_ATTRIBUTE) === 'phone') setLayoutGuess('phone');
}
await nextTask();

// The first page's code is fetched now, alongside the config, rather than after it: the
// router would only ask for it once the config is in and the guards have run. One route a
// task, each starting the preloads of the files its chunk needs, which go into the page a
// few links a task (boot/preload-in-batches.ts).
const [firstRoutes] = router.getMatchedRoutes(window.location.pathname);
for (const route of firstRoutes) {
  void router.loadRouteChunk(route)?.catch(() => undefined);
  await nextTask();
}

/** React's recoverable error for a Suspense boundary the server did not finish. */
const LEFT_TO_THE_BROWSER = /#419\b|Switched to client rendering/;

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
      root = createRoot(rootElement);
      root.render(<AppRoot queryClient={queryClient} router={router} brand={config.brand} />);
    });
  };
  // A drawn page is taken over as it is (hydrated): its elements stay, with the focus and
  // scroll in them, and the first commit creates none (issue 27's TBT). The route is loaded
  // first, so the first render draws the same page the server did.
  const hydrate = () => {
    whenTakenOver(() => {
      finishHydration(rootElement);
    });
    startTransition(() => {
      root = hydrateRoot(
        rootElement,
        <AppRoot queryClient={queryClient} router={router} brand={config.brand} />,
        {
          onRecoverableError: (error) => {
            // React's 419 is a part the server left to the browser by design (a lazy chart,
            // the notifications); anything else means the drawn page differed from the app's
            // and React drew it afresh.
            if (!LEFT_TO_THE_BROWSER.test(String(error))) {
              console.warn(DRAWN_AGAIN_WARNING, error);
            }
          },
        },
      );
    });
  };
  if (prerendered) void router.load().then(hydrate, hydrate);
  else render();
}

// The brand and flags decide what the first render looks like, so nothing renders before
// the config is in; without it the portal cannot know whose portal it is.
queryClient.query(appConfigQueryOptions()).then(start, (error: unknown) => {
  console.error('Could not load the app config', error);
  root ??= createRoot(rootElement);
  root.render(<BootFailure />);
});
