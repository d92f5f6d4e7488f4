// The realtime client's reconnection policy (spec §9: 5 attempts 1 s apart, a 10 s connect
// time-out, then "Offline" with a Reconnect button) and the link that signs out when a live
// subscription learns its session has ended. The module runs for real against a fake WebSocket
// and fake timers; each test imports a fresh copy, as the module keeps its state at top level.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REALTIME } from '@innkeep/api-contract';
import { FakeWebSocket } from '../test/fakeWebSocket';
import type * as Trpc from './trpc';

type TrpcModule = typeof Trpc;

let mod: TrpcModule;
const stops: Array<() => void> = [];

beforeEach(async () => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  localStorage.setItem('token', 'token-1');
  vi.resetModules();
  mod = await import('./trpc');
  // The socket module loads with the first subscription; loaded here once (the same fresh copy the
  // client gets), so that a subscription's socket exists as soon as the client's promises settle.
  await import('./realtime-socket');
});

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  // Closing waits for a connection attempt in progress: end those first.
  const closed = mod.closeRealtimeSocket();
  for (const socket of FakeWebSocket.instances) if (socket.readyState === FakeWebSocket.CONNECTING) socket.refuse();
  await settle();
  await closed;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Starts a live subscription, as the notifications feed does once signed in. */
function subscribe(onError: (error: unknown) => void = () => {}) {
  const subscription = mod.trpcClient.notifications.onNotification.subscribe({ lastEventId: null }, { onData: () => {}, onError });
  stops.push(() => subscription.unsubscribe());
  return subscription;
}

/** Lets the client's promises settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** Fails the current attempt and waits the retry delay, so the next attempt's socket exists. */
async function failAttempt() {
  FakeWebSocket.last.refuse();
  await vi.advanceTimersByTimeAsync(REALTIME.reconnectDelayMs);
}

describe('the realtime connection state', () => {
  it('is idle until a subscription needs the socket, then connecting, then connected', async () => {
    expect(mod.realtime.get()).toEqual({ state: 'idle', failedAttempts: 0, generation: 0 });
    expect(FakeWebSocket.instances).toHaveLength(0);

    subscribe();
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(FakeWebSocket.last.url).toMatch(/^ws:\/\/localhost:3000\/trpc(\?|$)/);
    expect(mod.realtime.get().state).toBe('connecting');

    FakeWebSocket.last.accept();
    await settle();
    expect(mod.realtime.get()).toMatchObject({ state: 'connected', failedAttempts: 0 });
    // The first message carries the stored token and the language on screen; then the subscription itself.
    const [params, request] = FakeWebSocket.last.messages();
    expect(params).toEqual({ method: 'connectionParams', data: { token: 'token-1', language: 'en' } });
    expect(request).toMatchObject({ method: 'subscription', params: { path: 'notifications.onNotification' } });
  });

  it('tells listeners about every change', async () => {
    const listener = vi.fn();
    const unsubscribe = mod.realtime.subscribe(listener);
    subscribe();
    await settle();
    FakeWebSocket.last.accept();
    await settle();
    expect(listener).toHaveBeenCalled();
    listener.mockClear();
    unsubscribe();
    FakeWebSocket.last.close();
    await settle();
    expect(listener).not.toHaveBeenCalled();
  });

  it('counts failed attempts, retrying 1 second apart', async () => {
    subscribe();
    await settle();
    FakeWebSocket.last.refuse();
    await settle();
    expect(mod.realtime.get()).toMatchObject({ state: 'connecting', failedAttempts: 1 });

    // No new attempt before the delay is over.
    await vi.advanceTimersByTimeAsync(REALTIME.reconnectDelayMs - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(2);

    await failAttempt();
    expect(mod.realtime.get()).toMatchObject({ state: 'connecting', failedAttempts: 2 });
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('starts counting again after a successful connection', async () => {
    subscribe();
    await settle();
    await failAttempt();
    await failAttempt();
    expect(mod.realtime.get().failedAttempts).toBe(2);
    FakeWebSocket.last.accept();
    await settle();
    expect(mod.realtime.get()).toMatchObject({ state: 'connected', failedAttempts: 0 });

    // A connection that drops after opening is not a failed attempt.
    FakeWebSocket.last.close(1006);
    await settle();
    expect(mod.realtime.get()).toMatchObject({ state: 'connecting', failedAttempts: 0 });
  });

  it(`gives up after ${REALTIME.reconnectAttempts} failed attempts: 'disconnected', and no more sockets`, async () => {
    subscribe();
    await settle();
    for (let attempt = 1; attempt < REALTIME.reconnectAttempts; attempt++) await failAttempt();
    expect(mod.realtime.get()).toMatchObject({ state: 'connecting', failedAttempts: REALTIME.reconnectAttempts - 1 });

    FakeWebSocket.last.refuse();
    await settle();
    expect(mod.realtime.get()).toMatchObject({ state: 'disconnected', failedAttempts: REALTIME.reconnectAttempts });
    expect(console.error).toHaveBeenCalledWith(`Realtime connection failed after ${REALTIME.reconnectAttempts} attempts`);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(REALTIME.reconnectAttempts);
    expect(mod.realtime.get().state).toBe('disconnected');
  });

  it('retry() starts over after giving up: a new generation, and the restarted subscription connects', async () => {
    subscribe();
    await settle();
    for (let attempt = 1; attempt < REALTIME.reconnectAttempts; attempt++) await failAttempt();
    FakeWebSocket.last.refuse();
    await settle();
    expect(mod.realtime.get().state).toBe('disconnected');

    mod.realtime.retry();
    expect(mod.realtime.get()).toEqual({ state: 'connecting', failedAttempts: 0, generation: 1 });

    // The hooks restart their subscriptions when the generation changes.
    subscribe();
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(REALTIME.reconnectAttempts + 1);
    FakeWebSocket.last.refuse();
    await settle();
    expect(mod.realtime.get()).toMatchObject({ state: 'connecting', failedAttempts: 1, generation: 1 });
    await vi.advanceTimersByTimeAsync(REALTIME.reconnectDelayMs);
    FakeWebSocket.last.accept();
    await settle();
    expect(mod.realtime.get()).toEqual({ state: 'connected', failedAttempts: 0, generation: 1 });
  });

  it('retry() does nothing while the client has not given up', async () => {
    subscribe();
    await settle();
    FakeWebSocket.last.accept();
    await settle();
    mod.realtime.retry();
    expect(mod.realtime.get()).toEqual({ state: 'connected', failedAttempts: 0, generation: 0 });
  });

  it('the browser coming back online retries', async () => {
    subscribe();
    await settle();
    for (let attempt = 1; attempt <= REALTIME.reconnectAttempts; attempt++) await failAttempt();
    expect(mod.realtime.get().state).toBe('disconnected');
    window.dispatchEvent(new Event('online'));
    expect(mod.realtime.get()).toMatchObject({ state: 'connecting', generation: 1 });
  });
});

describe('the connect time-out', () => {
  it(`closes a socket still connecting after ${REALTIME.connectTimeoutMs / 1000} s, which counts as a failed attempt`, async () => {
    subscribe();
    await settle();
    const socket = FakeWebSocket.last;
    await vi.advanceTimersByTimeAsync(REALTIME.connectTimeoutMs - 1);
    expect(socket.readyState).toBe(FakeWebSocket.CONNECTING);
    expect(mod.realtime.get().failedAttempts).toBe(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    expect(mod.realtime.get()).toMatchObject({ state: 'connecting', failedAttempts: 1 });
    await vi.advanceTimersByTimeAsync(REALTIME.reconnectDelayMs);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('leaves a socket that opened in time alone', async () => {
    subscribe();
    await settle();
    const socket = FakeWebSocket.last;
    await vi.advanceTimersByTimeAsync(REALTIME.connectTimeoutMs - 1);
    socket.accept();
    await vi.advanceTimersByTimeAsync(REALTIME.connectTimeoutMs);
    expect(socket.readyState).toBe(FakeWebSocket.OPEN);
    expect(mod.realtime.get().state).toBe('connected');
  });
});

describe('the socket loaded with the first subscription', () => {
  it('closing before any subscription does nothing', async () => {
    await mod.closeRealtimeSocket();
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(mod.realtime.get()).toEqual({ state: 'idle', failedAttempts: 0, generation: 0 });
  });

  it('a subscription stopped before the socket code arrived never opens a socket', async () => {
    subscribe().unsubscribe();
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(mod.realtime.get().state).toBe('idle');

    subscribe();
    await settle();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('closing while the socket code loads ends the subscriptions waiting on it', async () => {
    const onComplete = vi.fn();
    const subscription = mod.trpcClient.notifications.onNotification.subscribe({ lastEventId: null }, { onComplete });
    stops.push(() => subscription.unsubscribe());
    void mod.closeRealtimeSocket();
    await settle();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});

describe('onSessionEnded', () => {
  /** Opens the socket and returns the id of the subscription request it carries. */
  async function openSubscription(onError: (error: unknown) => void) {
    subscribe(onError);
    await settle();
    FakeWebSocket.last.accept();
    await settle();
    const request = FakeWebSocket.last.messages().find((message) => message.method === 'subscription');
    return request?.id;
  }

  const serverError = (id: unknown, code: string) => ({
    id,
    error: { code: -32001, message: 'Your session has ended. Please sign in again.', data: { code, httpStatus: 401 } },
  });

  it('calls the listeners when a subscription ends with UNAUTHORIZED, and still reports the error', async () => {
    const listener = vi.fn();
    stops.push(mod.onSessionEnded(listener));
    const onError = vi.fn();
    const id = await openSubscription(onError);

    FakeWebSocket.last.receive(serverError(id, 'UNAUTHORIZED'));
    await settle();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your session has ended. Please sign in again.' }));
  });

  it('ignores other errors, and a listener that unsubscribed', async () => {
    const listener = vi.fn();
    const gone = vi.fn();
    stops.push(mod.onSessionEnded(listener));
    mod.onSessionEnded(gone)();
    const id = await openSubscription(() => {});

    FakeWebSocket.last.receive(serverError(id, 'FORBIDDEN'));
    await settle();
    expect(listener).not.toHaveBeenCalled();

    const next = await openSubscription(() => {});
    FakeWebSocket.last.receive(serverError(next, 'UNAUTHORIZED'));
    await settle();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
  });
});
