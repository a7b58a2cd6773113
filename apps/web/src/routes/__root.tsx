import { Outlet, createRootRouteWithContext, useMatches } from '@tanstack/react-router';
import type { ErrorComponentProps, NotFoundRouteProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAppConfig } from '../shared/config/app-config-query';
import { NotFoundPage } from '../shared/errors/not-found-page';
import { RouteError } from '../shared/errors/route-error';
import { MinimalFrame } from '../shared/layout/minimal-frame';
import { documentTitle } from '../shared/routing/document-title';
import { guardNavigation } from '../shared/routing/guards/guard-navigation';
import type { RouterContext } from '../shared/routing/router-context';
import { leafRouteMeta } from '../shared/routing/static-data';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Spec section 2's guards, composed in one pipeline (shared/routing/guards/run-guards.ts).
  beforeLoad: ({ context, location, matches, preload }) =>
    guardNavigation({
      queryClient: context.queryClient,
      location,
      meta: leafRouteMeta(matches),
      preload,
    }),
  component: Root,
  notFoundComponent: RootNotFound,
  errorComponent: RootError,
});

/** The document title follows the page (shared/routing/document-title.ts). */
function useDocumentTitle() {
  const { brand } = useAppConfig();
  const key = useMatches({
    select: (matches) =>
      // The router flags the match that shows a not-found boundary with _notFound.
      matches.some((match) => match.status === 'notFound' || match._notFound === true)
        ? undefined
        : leafRouteMeta(matches)?.key,
  });
  useEffect(() => {
    document.title = documentTitle(key, brand);
  }, [key, brand]);
}

function Root() {
  useDocumentTitle();
  return <Outlet />;
}

// Outside both layouts (unknown path, or a failure above them) the page still gets a frame.
function RootNotFound(props: NotFoundRouteProps) {
  useDocumentTitle();
  return (
    <MinimalFrame>
      <NotFoundPage {...props} />
    </MinimalFrame>
  );
}

function RootError(props: ErrorComponentProps) {
  return (
    <MinimalFrame>
      <RouteError {...props} />
    </MinimalFrame>
  );
}
