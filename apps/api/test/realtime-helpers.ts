import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import { expect } from 'vitest';
import WebSocket from 'ws';
import type { EventMap } from '../src/events';
import type { AppRouter } from '../src/trpc/root';
import type { TestServer } from './helpers';

/**
 * A real tRPC WebSocket client, as the browser's, on the test server's /trpc. Reconnects wait for
 * `gate` (when given) so a test decides how long the connection stays down; `language` is sent in
 * the connection's params as the web app sends the language on screen.
 */
export function connect(server: TestServer, token: string | null, options: { gate?: () => Promise<void>; language?: string } = {}) {
  const url = `${server.base.replace(/^http/, 'ws')}/trpc`;
  const wsClient = createWSClient({
    url: async () => {
      await options.gate?.();
      return url;
    },
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    connectionParams: { ...(token ? { token } : {}), ...(options.language ? { language: options.language } : {}) },
    retryDelayMs: () => 20,
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
  return {
    client,
    /** Cuts the TCP connection without a goodbye, like a dropped network. */
    drop: () => (wsClient.connection?.ws as unknown as WebSocket | undefined)?.terminate(),
    close: () => wsClient.close(),
  };
}
export type Connection = ReturnType<typeof connect>;

/** Collects what a subscription delivers and waits for it. */
export class Inbox<T> {
  readonly items: T[] = [];
  private waiters: (() => void)[] = [];
  error: unknown = null;
  started = 0;

  readonly handlers = {
    onStarted: () => {
      this.started += 1;
      this.notify();
    },
    onData: (item: T) => {
      this.items.push(item);
      this.notify();
    },
    onError: (error: unknown) => {
      this.error = error;
      this.notify();
    },
  };

  private notify(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves once `done` holds, or fails after `timeoutMs` with what arrived so far. */
  async until(done: (inbox: this) => boolean, timeoutMs = 5_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done(this)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out; received ${JSON.stringify(this.items)} error ${String(this.error)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }
}

/**
 * Resolves once the server has exactly `count` listeners for `event` (one per open subscription):
 * e.g. after a client unsubscribes, once the server has ended that subscription.
 */
export async function untilListening(server: TestServer, event: keyof EventMap, count: number, timeoutMs = 10_000): Promise<void> {
  await expect.poll(() => server.deps.events.listenerCount(event), { timeout: timeoutMs }).toBe(count);
}

/** A gate for `connect`: closed until opened, and it can be closed again. */
export function gate() {
  let open: () => void = () => undefined;
  let promise = Promise.resolve();
  return {
    wait: () => promise,
    close: () => {
      promise = new Promise<void>((resolve) => (open = resolve));
    },
    open: () => open(),
  };
}
