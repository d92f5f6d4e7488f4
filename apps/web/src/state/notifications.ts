import { useAuth } from '../auth/AuthProvider';
import { trpc } from '../lib/trpc';

/**
 * The one client store of the signed-in user's notifications: the top bar, side menu, panel and
 * page all read this query, and every change goes through the cache so they agree.
 */
export function useNotifications() {
  const { isAuthenticated } = useAuth();
  const utils = trpc.useUtils();
  const query = trpc.notifications.mine.useQuery(undefined, { enabled: isAuthenticated });
  const data = query.data ?? { notifications: [], unreadCount: 0 };

  type Data = typeof data;
  const update = (change: (current: Data) => Data) =>
    utils.notifications.mine.setData(undefined, (current) => (current ? change(current) : current));

  const markRead = trpc.notifications.markRead.useMutation({
    onSuccess: (updated) =>
      update((current) => {
        const wasUnread = current.notifications.some((n) => n._id === updated._id && !n.read);
        return {
          notifications: current.notifications.map((n) => (n._id === updated._id ? { ...n, read: true } : n)),
          unreadCount: Math.max(0, current.unreadCount - (wasUnread ? 1 : 0)),
        };
      }),
  });
  const markAllRead = trpc.notifications.markAllRead.useMutation({
    onSuccess: () =>
      update((current) => ({ notifications: current.notifications.map((n) => ({ ...n, read: true })), unreadCount: 0 })),
  });
  const remove = trpc.notifications.remove.useMutation({
    onSuccess: (_result, { id }) =>
      update((current) => {
        const removed = current.notifications.find((n) => n._id === id);
        return {
          notifications: current.notifications.filter((n) => n._id !== id),
          unreadCount: Math.max(0, current.unreadCount - (removed && !removed.read ? 1 : 0)),
        };
      }),
  });

  return {
    ...data,
    loading: query.isLoading,
    markRead: (id: string) => markRead.mutate({ id }),
    markAllRead: () => markAllRead.mutate(),
    remove: (id: string) => remove.mutate({ id }),
    /** Local only: the spec's 'Clear All' makes no server call. */
    clearAll: () => update(() => ({ notifications: [], unreadCount: 0 })),
  };
}
