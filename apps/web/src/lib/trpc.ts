import { QueryClient } from '@tanstack/react-query';
import { currentLanguage } from '@innkeep/api-contract';
import { httpBatchLink, splitLink, TRPCClientError, type OperationLink, type TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useSyncExternalStore } from 'react';
import type { AppRouter } from '@innkeep/api/router';
import type { RealtimeControl, RealtimeSocket, RealtimeStatus } from './realtime-socket';
import { tokenStore } from './session';
import { MAX_BATCH_CALLS } from '@innkeep/api-contract';

export const trpc = createTRPCReact<AppRouter>();

/** What each procedure answers, read from the router: the web declares no API shape by hand. */
export type RouterOutputs = inferRouterOutputs<AppRouter>;

// ---------------------------------------------------------------------------------------------
// Realtime connection state. The WebSocket client, with the spec's reconnection policy (§9: 5
// attempts, 1 s apart, 10 s connection time-out), is in realtime-socket.ts, loaded with the first
// subscription; it reports here. `realtime.retry()` (the chat's Refresh, the panel's Reconnect, the
// browser coming back online) starts again after it gave up.

export type { RealtimeState, RealtimeStatus } from './realtime-socket';

const idle: RealtimeStatus = { state: 'idle', failedAttempts: 0, generation: 0 };
let status = idle;
const statusListeners = new Set<() => void>();
function setStatus(change: Partial<RealtimeStatus>): void {
  status = { ...status, ...change };
  for (const listener of statusListeners) listener();
}

/** After the attempts ran out (or the socket's code failed to load), until `realtime.retry()`. */
let gaveUp = false;

const control: RealtimeControl = {
  status: () => status,
  setStatus,
  gaveUp: () => gaveUp,
  setGaveUp: (value) => {
    gaveUp = value;
  },
};

let socketLoading: Promise<RealtimeSocket> | undefined;
let socket: RealtimeSocket | undefined;
/** Counts closeRealtimeSocket() calls: a subscription that waited on the loading across one ends. */
let closes = 0;

/** The WebSocket client, loaded once (and again after a failed load). */
function realtimeSocket(): Promise<RealtimeSocket> {
  socketLoading ??= import('./realtime-socket').then(
    ({ connectRealtime }) => (socket = connectRealtime(control)),
    (error: unknown) => {
      // Offline, or a newer build deployed meanwhile: 'Offline' with its Reconnect, as when the attempts run out.
      console.error('Realtime client failed to load', error);
      socketLoading = undefined;
      gaveUp = true;
      setStatus({ state: 'disconnected' });
      throw error;
    },
  );
  return socketLoading;
}

/**
 * Ends the live subscriptions and closes the socket, if it was ever loaded: on sign-in and sign-out,
 * a socket opened for the previous user must not carry on with their token.
 */
export function closeRealtimeSocket(): Promise<void> {
  closes++;
  return socket?.close() ?? Promise.resolve();
}

/**
 * Sends subscriptions over the WebSocket, loading its client with the first one: most visits (every
 * signed-out one) never subscribe, so the entry does without tRPC's WebSocket code.
 */
const realtimeLink: TRPCLink<AppRouter> = (runtime) => {
  let link: OperationLink<AppRouter> | undefined;
  return ({ op, next }) =>
    observable((observer) => {
      const closesAtStart = closes;
      let stopped = false;
      let subscription: Unsubscribable | undefined;
      realtimeSocket().then(
        (loaded) => {
          if (stopped) return;
          if (closes !== closesAtStart) {
            // Closed while loading: ends, as close() ends the subscriptions it finds.
            observer.complete();
            return;
          }
          link ??= loaded.link(runtime);
          subscription = link({ op, next }).subscribe(observer);
        },
        (error: unknown) => {
          if (!stopped) observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error))));
        },
      );
      return () => {
        stopped = true;
        subscription?.unsubscribe();
      };
    });
};

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
  // A page the server rendered has no socket: it is adopted as idle, then shows the socket's state.
  return useSyncExternalStore(realtime.subscribe, realtime.get, () => idle);
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
      true: realtimeLink,
      false: httpBatchLink({
        url: '/trpc',
        // The server's cap on one request's calls; more are sent as further requests.
        maxItems: MAX_BATCH_CALLS,
        // The server's messages come back in the language on screen.
        headers: () => {
          const token = tokenStore.get();
          const language = { 'accept-language': currentLanguage() };
          return token ? { ...language, authorization: `Bearer ${token}` } : language;
        },
      }),
    }),
  ],
});
