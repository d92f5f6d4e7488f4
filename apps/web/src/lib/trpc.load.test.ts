// The realtime client's code failing to load (offline, or a newer build deployed since the page
// loaded). A file of its own: a module mocked to fail and then unmocked loads slowly afterwards,
// which trpc.test.ts's fake-timer steps do not wait for.
import { afterEach, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../test/fakeWebSocket';

afterEach(() => {
  vi.doUnmock('./realtime-socket');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("a subscription fails, the state is 'disconnected', and retry() loads the client again", async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.doMock('./realtime-socket', () => {
    throw new Error('Failed to fetch dynamically imported module');
  });
  const mod = await import('./trpc');
  const subscribe = (onError: (error: unknown) => void = () => {}) =>
    mod.trpcClient.notifications.onNotification.subscribe({ lastEventId: null }, { onData: () => {}, onError });

  const onError = vi.fn();
  const failed = subscribe(onError);
  await vi.waitFor(() => expect(onError).toHaveBeenCalled());
  failed.unsubscribe();
  expect(mod.realtime.get()).toMatchObject({ state: 'disconnected' });
  expect(console.error).toHaveBeenCalledWith('Realtime client failed to load', expect.any(Error));
  expect(FakeWebSocket.instances).toHaveLength(0);

  vi.doUnmock('./realtime-socket');
  mod.realtime.retry();
  expect(mod.realtime.get()).toEqual({ state: 'connecting', failedAttempts: 0, generation: 1 });
  const live = subscribe();
  await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  FakeWebSocket.last.accept();
  await vi.waitFor(() => expect(mod.realtime.get()).toEqual({ state: 'connected', failedAttempts: 0, generation: 1 }));
  live.unsubscribe();
  await mod.closeRealtimeSocket();
});
