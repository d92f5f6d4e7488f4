import { useEffect, useRef } from 'react';
import type { LiveChange } from '@innkeep/api-contract';
import { useAuth } from '../auth/AuthProvider';
import { trpc, useRealtimeStatus } from './trpc';

type Utils = ReturnType<typeof trpc.useUtils>;

/** The queries that show each kind of data; the server already left out what this user may not see. */
const REFRESH: Record<LiveChange['entity'], (utils: Utils) => Promise<unknown>[]> = {
  booking: (utils) => [
    utils.customer.dashboard.invalidate(),
    utils.bookings.mine.invalidate(),
    utils.rooms.invalidate(),
    utils.admin.dashboard.invalidate(),
    utils.admin.bookings.invalidate(),
    utils.admin.payments.invalidate(),
    utils.admin.analytics.invalidate(),
  ],
  foodOrder: (utils) => [
    utils.customer.dashboard.invalidate(),
    utils.admin.dashboard.invalidate(),
    utils.admin.orders.invalidate(),
    utils.admin.payments.invalidate(),
    utils.admin.analytics.invalidate(),
  ],
  complaint: (utils) => [
    utils.complaints.minePage.invalidate(),
    utils.complaints.byId.invalidate(),
    utils.complaints.adminList.invalidate(),
    utils.admin.dashboard.invalidate(),
  ],
  room: (utils) => [utils.rooms.invalidate(), utils.admin.rooms.invalidate(), utils.admin.dashboard.invalidate()],
  resync: (utils) => [utils.invalidate()],
};

/**
 * Keeps every signed-in page current: each change the server reports refetches the queries that
 * show it (only those on screen refetch now; the rest when next shown). Mount it once (the top bar
 * does). After a reconnect everything is refetched, as changes may have been missed meanwhile.
 */
export function useLiveRefresh(): void {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const { generation } = useRealtimeStatus();
  const userId = user?._id;
  // Whose feed has started before: a restart for the same user follows a lost connection.
  const startedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    const subscription = utils.client.live.onChange.subscribe(undefined, {
      onStarted: () => {
        if (startedFor.current === userId) void utils.invalidate();
        startedFor.current = userId;
      },
      onData: (change) => void Promise.all(REFRESH[change.entity](utils)),
      onError: (error) => console.error('Live refresh stopped', error),
    });
    return () => subscription.unsubscribe();
  }, [userId, generation, utils]);
}
