import { StrictMode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Brand } from '@portal/contracts';
import { AppProviders } from './shared/app-providers';
import { BuildCheck } from './shared/build-check/build-check';
import { CrashBoundary } from './shared/errors/crash-boundary';
import type { AppRouter } from './router';

interface AppRootProps {
  queryClient: QueryClient;
  router: AppRouter;
  brand: Brand;
}

/**
 * The whole app, as the browser renders it (start-app.tsx) and as the build draws a page ahead
 * of time (prerender/render-page.tsx). One tree for both, so the app's first render
 * takes over a drawn page (hydrates it) as it is.
 */
export function AppRoot({ queryClient, router, brand }: AppRootProps) {
  return (
    <StrictMode>
      <CrashBoundary>
        <AppProviders queryClient={queryClient} brand={brand}>
          <BuildCheck />
          <RouterProvider router={router} />
        </AppProviders>
      </CrashBoundary>
    </StrictMode>
  );
}
