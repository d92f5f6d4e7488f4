// 500 tRPC WebSocket subscribers to the public chat: how long until all have joined and see the
// full online count, then how long each message takes to reach all of them.
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import WebSocket from 'ws';
import type { AppRouter } from '../src/trpc/root';
import { percentile } from './lib';

interface Subscriber {
  close: () => void;
  send: (content: string) => Promise<unknown>;
  started: boolean;
  count: number;
  presenceMessages: number;
}

export interface ChatFigures {
  startedMs: number;
  allSeeCountMs: number;
  presenceMessages: number;
  fanOutP50: number;
  fanOutP95: number;
  deliveries: number;
}

export async function chatBench(base: string, tokens: string[], messages: number): Promise<ChatFigures> {
  const url = `${base.replace(/^http/, 'ws')}/trpc`;
  const received = new Map<string, number[]>();
  let wake: (() => void) | null = null;
  const poke = () => wake?.();
  const until = async (done: () => boolean, timeoutMs: number, what: string) => {
    const deadline = performance.now() + timeoutMs;
    while (!done()) {
      if (performance.now() > deadline) throw new Error(`chat: timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  };

  const firstClient = createWSClient({
    url,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    connectionParams: { token: tokens[0] },
  });
  const first = createTRPCClient<AppRouter>({ links: [wsLink({ client: firstClient })] });
  const { chatId } = await first.chat.publicChat.query();
  // Left open, it would reconnect to the stopped server for ever and keep the benchmark from exiting.
  await firstClient.close();

  const t0 = performance.now();
  const subscribers: Subscriber[] = tokens.map((token) => {
    const wsClient = createWSClient({
      url,
      WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
      connectionParams: { token },
      retryDelayMs: () => 200,
    });
    const trpc = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
    const sub: Subscriber = {
      close: () => {
        subscription.unsubscribe();
        void wsClient.close();
      },
      send: (content) => trpc.chat.send.mutate({ chatId, content }),
      started: false,
      count: 0,
      presenceMessages: 0,
    };
    const subscription = trpc.chat.onEvent.subscribe(
      { chatId },
      {
        onStarted: () => {
          sub.started = true;
          poke();
        },
        onData: (event) => {
          if (event.type === 'new_message') {
            const at = performance.now();
            received.get(event.message.content)?.push(at);
          } else if (event.type === 'user_joined_chat' || event.type === 'user_left_chat') {
            sub.count = event.activeUserCount;
            sub.presenceMessages += 1;
          }
          poke();
        },
      },
    );
    return sub;
  });

  const figures: Partial<ChatFigures> = {};
  await until(() => subscribers.every((s) => s.started), 120_000, 'every subscription to start');
  figures.startedMs = performance.now() - t0;
  await until(() => subscribers.every((s) => s.count >= tokens.length), 120_000, 'every subscriber to see the full count');
  figures.allSeeCountMs = performance.now() - t0;
  figures.presenceMessages = subscribers.reduce((sum, s) => sum + s.presenceMessages, 0);

  const delays: number[] = [];
  for (let k = 0; k < messages; k++) {
    const content = `bench fan-out ${k} ${Math.random().toString(36).slice(2)}`;
    const arrivals: number[] = [];
    received.set(content, arrivals);
    const sentAt = performance.now();
    // A different sender each time: the per-user send limit is not what is measured.
    await subscribers[(k * 37) % subscribers.length]!.send(content);
    await until(() => arrivals.length >= subscribers.length, 60_000, `message ${k} to reach everyone`);
    for (const at of arrivals) delays.push(at - sentAt);
  }
  delays.sort((a, b) => a - b);
  for (const s of subscribers) s.close();
  return {
    ...(figures as Pick<ChatFigures, 'startedMs' | 'allSeeCountMs' | 'presenceMessages'>),
    fanOutP50: percentile(delays, 50),
    fanOutP95: percentile(delays, 95),
    deliveries: delays.length,
  };
}
