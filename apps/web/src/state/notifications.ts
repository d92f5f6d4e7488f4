import { useEffect, useRef } from 'react';
import { NOTIFICATIONS_FROM_START, notificationCursor } from '@innkeep/api-contract';
import { useAuth } from '../auth/AuthProvider';
import { showHighPriorityToast } from '../components/notifications/HighPriorityToast';
import { addNotification, markAllAsRead, markOneRead, removeOne } from '../components/notifications/model';
import { trpc, useRealtimeStatus } from '../lib/trpc';

function useMineQuery() {
  const { isAuthenticated } = useAuth();
  // The live feed keeps the list current, so it is never refetched behind the user's back
  // (a refetch would also undo the local-only 'Clear All').
  return trpc.notifications.mine.useQuery(undefined, { enabled: isAuthenticated, staleTime: Infinity });
}

/**
 * The one client store of the signed-in user's notifications: the top bar, side menu, panel and
 * page all read this query, and every change goes through the cache so they agree.
 */
export function useNotifications() {
  const utils = trpc.useUtils();
  const query = useMineQuery();
  const data = query.data ?? { notifications: [], unreadCount: 0 };
  const { state: connection } = useRealtimeStatus();

  type Data = typeof data;
  const update = (change: (current: Data) => Data) =>
    utils.notifications.mine.setData(undefined, (current) => (current ? change(current) : current));

  // Failures are only logged and leave the list as it was (spec 01 §8).
  const logFailure = (action: string) => (error: unknown) => console.error(`Could not ${action}`, error);
  const markRead = trpc.notifications.markRead.useMutation({
    onSuccess: (updated) => update((current) => markOneRead(current, updated._id)),
    onError: logFailure('mark the notification read'),
  });
  const markAllRead = trpc.notifications.markAllRead.useMutation({
    onSuccess: () => update(markAllAsRead),
    onError: logFailure('mark all notifications read'),
  });
  const remove = trpc.notifications.remove.useMutation({
    onSuccess: (_result, { id }) => update((current) => removeOne(current, id)),
    onError: logFailure('delete the notification'),
  });

  return {
    ...data,
    loading: query.isLoading,
    /** The live connection behind the list. */
    connection,
    markRead: (id: string) => markRead.mutate({ id }),
    markAllRead: () => markAllRead.mutate(),
    remove: (id: string) => remove.mutate({ id }),
    /** Local only: the spec's 'Clear All' makes no server call. */
    clearAll: () => update(() => ({ notifications: [], unreadCount: 0 })),
  };
}

/**
 * Keeps the store live while a user is signed in: mount it once (the top bar's bell does).
 * The subscription closes on sign-out or a change of user. It starts from the newest
 * notification the client has, and tRPC resumes it from the last event id after a reconnect,
 * so nothing sent meanwhile is missed or shown twice.
 */
export function useLiveNotifications(): void {
  const { user } = useAuth();
  const utils = trpc.useUtils();
  const loaded = useMineQuery().isSuccess;
  const { generation } = useRealtimeStatus();
  const userId = user?._id;
  // The last position this user's list reached; a restart after giving up resumes from it.
  const seen = useRef<{ userId: string; cursor: string } | null>(null);

  useEffect(() => {
    if (!userId || !loaded) return;
    if (seen.current?.userId !== userId) {
      const newest = utils.notifications.mine.getData()?.notifications[0];
      seen.current = { userId, cursor: newest ? notificationCursor(newest) : NOTIFICATIONS_FROM_START };
    }
    const subscription = utils.client.notifications.onNotification.subscribe(
      { lastEventId: seen.current.cursor },
      {
        onData: ({ id, data }) => {
          seen.current = { userId, cursor: id };
          let added = false;
          utils.notifications.mine.setData(undefined, (current) => {
            const next = addNotification(current ?? { notifications: [], unreadCount: 0 }, data);
            added = next !== current;
            return next;
          });
          if (added && data.priority === 'high' && !data.read) showHighPriorityToast(data);
        },
        onError: (error) => console.error('Live notifications stopped', error),
      },
    );
    return () => subscription.unsubscribe();
  }, [userId, loaded, generation, utils]);
}
