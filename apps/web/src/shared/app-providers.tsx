import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import type { CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { Brand } from '@portal/contracts';
import { createBrandTheme } from './theme/create-brand-theme';

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

interface AppProvidersProps {
  queryClient: QueryClient;
  brand: Brand;
  children: ReactNode;
}

/** Theme, server-data cache and notifications: everything a page needs above the router. */
export function AppProviders({ queryClient, brand, children }: AppProvidersProps) {
  const theme = useMemo(() => createBrandTheme(brand), [brand]);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Light only: the palettes' contrast is checked on white. No ColorSchemeScript (CSP). */}
      <MantineProvider
        theme={theme}
        forceColorScheme="light"
        cssVariablesResolver={cssVariablesResolver}
      >
        <Notifications position="top-right" />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
