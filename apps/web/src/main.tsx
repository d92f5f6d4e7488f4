import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/carousel/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AuthProvider } from './auth/AuthProvider';
import { Toasts } from './layout/Toasts';
import { queryClient, trpc, trpcClient } from './lib/trpc';
import { router } from './router';
import { hotelColorSchemeManager } from './theme/colorScheme';
import { cssVariablesResolver, theme } from './theme/theme';
import { ThemeMarkers } from './theme/ThemeToggle';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={hotelColorSchemeManager()}
      defaultColorScheme="auto"
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
);
