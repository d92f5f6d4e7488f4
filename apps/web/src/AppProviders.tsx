import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { UiLanguage } from '@innkeep/api-contract';
import { StrictMode, type ReactNode } from 'react';
import { AuthProvider } from './auth/AuthProvider';
import { LanguageProvider } from './i18n/language';
import { Toasts } from './layout/Toasts';
import { trpc, type trpcClient } from './lib/trpc';
import { hotelColorSchemeManager } from './theme/colorScheme';
import { cssVariablesResolver, theme } from './theme/theme';
import { ThemeMarkers } from './theme/ThemeToggle';

/**
 * Everything around the router: the browser (main.tsx) and the server's first render of a public page
 * (entry-server.tsx) build the same tree, so the browser adopts the server's HTML as it is.
 */
export function AppProviders({
  queryClient,
  client,
  language,
  children,
}: {
  queryClient: QueryClient;
  client: typeof trpcClient;
  language: UiLanguage;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <LanguageProvider initial={language}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={hotelColorSchemeManager()}
          defaultColorScheme="auto"
          deduplicateCssVariables={false}
        >
          <ThemeMarkers />
          <Toasts />
          <trpc.Provider client={client} queryClient={queryClient}>
            <QueryClientProvider client={queryClient}>
              <AuthProvider>{children}</AuthProvider>
            </QueryClientProvider>
          </trpc.Provider>
        </MantineProvider>
      </LanguageProvider>
    </StrictMode>
  );
}
