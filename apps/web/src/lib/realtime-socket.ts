// The WebSocket side of the realtime connection: tRPC's WebSocket client and link, with the spec's
// reconnection policy (§9: 5 attempts, 1 s apart, 10 s connection time-out). tRPC's client retries
// forever with `retryDelayMs` and has no connect time-out, so the time-out lives in the WebSocket
// class below and the attempt limit in `onClose`: after 5 failed attempts in a row the client is
// closed, which stops the retrying; `realtime.retry()` (lib/trpc.ts) starts again.
//
// lib/trpc.ts loads this module with the first subscription (only signed-in pages have any), so a
// first visit does without it; the connection state it reports goes to the store there.
import { createWSClient, wsLink } from '@trpc/client';
import type { AppRouter } from '@innkeep/api/router';
import { currentLanguage, REALTIME } from '@innkeep/api-contract';
import { tokenStore } from './session';

/** 'idle': no live subscription needs the socket; 'disconnected': gave up after the attempts. */
export type RealtimeState = 'idle' | 'connecting' | 'connected' | 'disconnected';

export interface RealtimeStatus {
  state: RealtimeState;
  /** Failed attempts in a row; back to 0 on a successful connect. */
  failedAttempts: number;
  /** Changes on `retry()`: subscriptions restart when it does. */
  generation: number;
}

/** The connection state, kept in lib/trpc.ts (which loads this module): what this module reads and changes of it. */
export interface RealtimeControl {
  status: () => RealtimeStatus;
  setStatus: (change: Partial<RealtimeStatus>) => void;
  gaveUp: () => boolean;
  setGaveUp: (value: boolean) => void;
}

const wsUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/trpc`;

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

/** The client and its link; made once, when lib/trpc.ts first loads this module. */
export function connectRealtime(control: RealtimeControl) {
  let socketOpened = false;

  /**
   * Lazy: the socket opens only when a subscription starts (subscriptions run only while signed in)
   * and closes when the last one ends; each connect sends the current token.
   */
  const client = createWSClient({
    url: wsUrl,
    WebSocket: TimedWebSocket,
    lazy: { enabled: true, closeMs: 0 },
    connectionParams: () => ({ token: tokenStore.get() ?? '', language: currentLanguage() }),
    retryDelayMs: () => REALTIME.reconnectDelayMs,
    // Notices a connection that died silently (a laptop waking up) instead of waiting on it.
    keepAlive: { enabled: true, intervalMs: 25_000, pongTimeoutMs: 5_000 },
    onOpen: () => {
      socketOpened = true;
      control.setGaveUp(false);
      control.setStatus({ failedAttempts: 0 });
    },
    onError: (event) => console.warn('Realtime connection error', event),
    onClose: () => {
      const failed = !socketOpened;
      socketOpened = false;
      if (!failed || control.gaveUp()) return;
      const failedAttempts = control.status().failedAttempts + 1;
      control.setStatus({ failedAttempts });
      if (failedAttempts >= REALTIME.reconnectAttempts) {
        console.error(`Realtime connection failed after ${failedAttempts} attempts`);
        control.setGaveUp(true);
        control.setStatus({ state: 'disconnected' });
        void client.close();
      }
    },
  });

  client.connectionState.subscribe({
    next: ({ state }) => {
      if (control.gaveUp()) return;
      control.setStatus({ state: state === 'pending' ? 'connected' : state });
    },
  });

  return { link: wsLink<AppRouter>({ client }), close: () => client.close() };
}

export type RealtimeSocket = ReturnType<typeof connectRealtime>;
