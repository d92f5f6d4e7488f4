import { QueryClient } from '@tanstack/react-query';
import { createWSClient, httpBatchLink, splitLink, wsLink, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useSyncExternalStore } from 'react';
import type { AppRouter } from '@innkeep/api/router';
import { REALTIME } from '@innkeep/api-contract';
import { tokenStore } from './session';

export const trpc = createTRPCReact<AppRouter>();

/** What each procedure answers, read from the router: the web declares no API shape by hand. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

const wsUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/trpc`;

// ---------------------------------------------------------------------------------------------
// Realtime connection state, and the spec's reconnection policy (§9: 5 attempts, 1 s apart,
// 10 s connection time-out). tRPC's client retries forever with `retryDelayMs` and has no
// connect time-out, so the time-out lives in the WebSocket class below and the attempt limit in
// `onClose`: after 5 failed attempts in a row the client is closed, which stops the retrying.
// `realtime.retry()` (the chat's Refresh, the panel's Reconnect, the browser coming back online)
// starts again.

/** 'idle': no live subscription needs the socket; 'disconnected': gave up after the attempts. */
export type RealtimeState = 'idle' | 'connecting' | 'connected' | 'disconnected';

export interface RealtimeStatus {
  state: RealtimeState;
  /** Failed attempts in a row; back to 0 on a successful connect. */
  failedAttempts: number;
  /** Changes on `retry()`: subscriptions restart when it does. */
  generation: number;
}

let status: RealtimeStatus = { state: 'idle', failedAttempts: 0, generation: 0 };
const statusListeners = new Set<() => void>();
function setStatus(change: Partial<RealtimeStatus>): void {
  status = { ...status, ...change };
  for (const listener of statusListeners) listener();
}

/** A browser WebSocket that fails its connection attempt after the spec's time-out. */
class TimedWebSocket extends WebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    const timer = setTimeout(() => {
      if (this.readyState === WebSocket.CONNECTING) this.close();
    }, REALTIME.connectTimeoutMs);
    const stop = () => clearTimeout(timer);
    this.addEventListener('open', stop, { once: true });
    this.addEventListener('close', stop, { once: true });
  }
}

let socketOpened = false;
let gaveUp = false;

/**
 * Lazy: the socket opens only when a subscription starts (subscriptions run only while signed in)
 * and closes when the last one ends; each connect sends the current token.
 */
export const wsClient = createWSClient({
  url: wsUrl,
  WebSocket: TimedWebSocket,
  lazy: { enabled: true, closeMs: 0 },
  connectionParams: () => ({ token: tokenStore.get() ?? '' }),
  retryDelayMs: () => REALTIME.reconnectDelayMs,
  // Notices a connection that died silently (a laptop waking up) instead of waiting on it.
  keepAlive: { enabled: true, intervalMs: 25_000, pongTimeoutMs: 5_000 },
  onOpen: () => {
    socketOpened = true;
    gaveUp = false;
    setStatus({ failedAttempts: 0 });
  },
  onError: (event) => console.warn('Realtime connection error', event),
  onClose: () => {
    const failed = !socketOpened;
    socketOpened = false;
    if (!failed || gaveUp) return;
    const failedAttempts = status.failedAttempts + 1;
    setStatus({ failedAttempts });
    if (failedAttempts >= REALTIME.reconnectAttempts) {
      console.error(`Realtime connection failed after ${failedAttempts} attempts`);
      gaveUp = true;
      setStatus({ state: 'disconnected' });
      void wsClient.close();
    }
  },
});

wsClient.connectionState.subscribe({
  next: ({ state }) => {
    if (gaveUp) return;
    setStatus({ state: state === 'pending' ? 'connected' : state });
  },
});

export const realtime = {
  get: (): RealtimeStatus => status,
  subscribe: (listener: () => void) => {
    statusListeners.add(listener);
    return () => statusListeners.delete(listener);
  },
  /** Starts over after the client gave up: live subscriptions reopen the socket. */
  retry: (): void => {
    if (!gaveUp) return;
    gaveUp = false;
    setStatus({ state: 'connecting', failedAttempts: 0, generation: status.generation + 1 });
  },
};

if (typeof window !== 'undefined') window.addEventListener('online', realtime.retry);

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtime.subscribe, realtime.get);
}

// ---------------------------------------------------------------------------------------------
// The server ends a subscription with UNAUTHORIZED when its session ends (sign-out elsewhere,
// password change, role change, rejection, deletion, expiry); the auth provider then signs out.

const sessionEndListeners = new Set<() => void>();

/** Calls `listener` when a live subscription learns that the session has ended. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

const sessionEndLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          if (op.type === 'subscription' && error.data?.code === 'UNAUTHORIZED') {
            for (const listener of sessionEndListeners) listener();
          }
          observer.error(error);
        },
        complete: () => observer.complete(),
      }),
    );

// ---------------------------------------------------------------------------------------------

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 },
  },
});

export const trpcClient = trpc.createClient({
  links: [
    sessionEndLink,
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
