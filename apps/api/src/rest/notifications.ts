import { withId, type RestRoutes } from './adapter';

export function notificationRoutes(r: RestRoutes): void {
  r.get('/api/notifications/my-notifications', (c) => c.notifications.mine());
  r.put('/api/notifications/mark-all-read', (c) => c.notifications.markAllRead());
  r.put('/api/notifications/:id/read', (c, req) => c.notifications.markRead(withId(req)));
  r.delete('/api/notifications/:id', (c, req) => c.notifications.remove(withId(req)));
}
