// Mantine's global styles; each component's own styles come with its code (vite.config.ts, mantineStylesWithComponents).
// Not default-css-variables.layer.css (25 KB): the provider writes every theme variable itself
// (deduplicateCssVariables={false}), so the same values would arrive twice.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AuthProvider } from './auth/AuthProvider';
import { Toasts } from './layout/Toasts';
import { queryClient, trpc, trpcClient } from './lib/trpc';
import { router } from './router';
import { hotelColorSchemeManager } from './theme/colorScheme';
import { cssVariablesResolver, theme } from './theme/theme';
import { ThemeMarkers } from './theme/ThemeToggle';

const root = createRoot(document.getElementById('root')!);
// A transition's render yields to the browser every few milliseconds, where a plain first render holds the
// main thread until the whole tree is built (long tasks of 100–300 ms on a phone's CPU, Lighthouse's TBT).
// The boot skeleton in index.html stays on screen meanwhile.
startTransition(() =>
  root.render(
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={hotelColorSchemeManager()}
        defaultColorScheme="auto"
        deduplicateCssVariables={false}
      >
        <ThemeMarkers />
        <Toasts />
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <RouterProvider router={router} />
            </AuthProvider>
          </QueryClientProvider>
        </trpc.Provider>
      </MantineProvider>
    </StrictMode>,
  ),
);
