import { QueryClient } from '@tanstack/react-query';
import { createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@innkeep/api/router';
import { REALTIME } from '@innkeep/api-contract';
import { tokenStore } from './session';

export const trpc = createTRPCReact<AppRouter>();

const wsUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/trpc`;

/**
 * Lazy: the socket opens only when a subscription starts (subscriptions run only while signed in)
 * and closes when the last one ends; each connect sends the current token.
 */
export const wsClient = createWSClient({
  url: wsUrl,
  lazy: { enabled: true, closeMs: 0 },
  connectionParams: () => ({ token: tokenStore.get() ?? '' }),
  retryDelayMs: () => REALTIME.reconnectDelayMs,
});

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 },
  },
});

export const trpcClient = trpc.createClient({
  links: [
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: wsLink({ client: wsClient }),
      false: httpBatchLink({
        url: '/trpc',
        headers: () => {
          const token = tokenStore.get();
          return token ? { authorization: `Bearer ${token}` } : {};
        },
      }),
    }),
  ],
});
