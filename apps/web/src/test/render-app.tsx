import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AppConfig } from '@portal/contracts';
import { createQueryClient } from '../shared/api';
import { AppProviders } from '../shared/app-providers';
import { appConfigQueryOptions } from '../shared/config/app-config-query';
import { createAppRouter } from '../router';
import { mockPortalServer } from './portal-server';
import type { PortalServer } from './portal-server';

export const testAppConfig: AppConfig = {
  brand: 'main',
  environment: 'production',
  legacyPortalUrl: null,
  buildCheckIntervalMs: 300_000,
  featureFlags: { errorPageVariantTitle: false, errorPageEmoji: false },
  routeRules: [],
  sentryDsn: null,
  businessGroup: null,
};

/**
 * A query client with the app config already in, as boot leaves it. It retries what the app
 * retries, without the back-off's waits of one and two seconds: a failure shows at once.
 */
export function createTestQueryClient(config: Partial<AppConfig> = {}) {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  queryClient.setQueryData(appConfigQueryOptions().queryKey, { ...testAppConfig, ...config });
  return queryClient;
}

/**
 * The whole app at `path`, with in-memory history, against a mocked portal server: by
 * default a signed-in customer with one account (see portal-server.ts).
 */
export async function renderApp(
  path: string,
  config: Partial<AppConfig> = {},
  server: Partial<PortalServer> = {},
) {
  const { fetchMock, state } = mockPortalServer(server);
  const queryClient = createTestQueryClient(config);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient} brand={config.brand ?? testAppConfig.brand} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user, queryClient, fetchMock, server: state };
}

/** One component inside a minimal router, for pieces that need router context (Link, history). */
export async function renderInRouter(
  ui: () => ReactNode,
  config: Partial<AppConfig> = {},
  initialEntries: string[] = ['/'],
) {
  const queryClient = createTestQueryClient(config);
  const router = createRouter({
    routeTree: createRootRoute({ component: ui }),
    history: createMemoryHistory({ initialEntries }),
  });
  await router.load();
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient} brand={testAppConfig.brand} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user, queryClient };
}
