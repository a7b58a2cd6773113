import { MantineProvider } from '@mantine/core';
import type { CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Brand } from '@portal/contracts';
import { createBrandTheme } from './theme/create-brand-theme';

const NotificationsHost = lazy(() => import('./notifications-host'));

// Mantine's dimmed text (gray 6) is 3.3:1 on white; gray 7 passes AA for the purpose lines.
// Its field-error red (red 6) is below AA on white; red 9 passes for messages under fields.
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7],
    '--mantine-color-error': theme.colors.red[9],
  },
  dark: {},
});

/**
 * The server puts a per-response nonce on index.html (meta property="csp-nonce"); Mantine's
 * run-time <style> elements carry it, so the CSP needs no 'unsafe-inline'. The Vite dev
 * server sends no CSP, so there it is simply absent. A page drawn at build time has no
 * document: the server puts the nonce on its <style> elements when it sends them.
 */
function styleNonce(): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
}

interface AppProvidersProps {
  queryClient: QueryClient;
  brand: Brand;
  children: ReactNode;
  /**
   * 'test' turns off Mantine's transitions and portals. Component tests use it: in jsdom a
   * transition's animation frames can stall on a loaded machine and leave an open menu
   * hidden. Chromium's end-to-end tests run the real transitions.
   */
  env?: 'default' | 'test';
}

/** Theme, server-data cache and notifications: everything a page needs above the router. */
export function AppProviders({ queryClient, brand, children, env }: AppProvidersProps) {
  const theme = useMemo(() => createBrandTheme(brand), [brand]);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Light only: the palettes' contrast is checked on white. No ColorSchemeScript (CSP). */}
      <MantineProvider
        theme={theme}
        forceColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
        getStyleNonce={styleNonce}
        env={env}
      >
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
