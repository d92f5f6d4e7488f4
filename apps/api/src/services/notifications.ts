import { and, count, desc, eq } from 'drizzle-orm';
import type { NotificationType, Priority } from '@innkeep/api-contract';
import { notifications, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../deps';
import { fail } from '../lib/errors';

type NotificationRow = typeof notifications.$inferSelect;

/** One shape for a notification, on tRPC, REST and the live feed; `timestamp` is what the client shows. */
export function toNotificationView(row: NotificationRow) {
  return {
    _id: row.id,
    type: row.type,
    priority: row.priority,
    title: row.title,
    message: row.message,
    read: row.read,
    timestamp: row.createdAt,
    createdAt: row.createdAt,
  };
}
export type NotificationView = ReturnType<typeof toNotificationView>;

export interface NewNotification {
  recipientId: string;
  senderId?: string | null;
  type: NotificationType;
  priority?: Priority;
  title: string;
  message: string;
}

/**
 * Stores a notification; callers pass their transaction so it commits with the event it reports,
 * then hand the result to `publishNotifications` once the transaction has committed.
 */
export function createNotification(db: DbOrTx, input: NewNotification, at: Date): StoredNotification {
  const row = db
    .insert(notifications)
    .values({ ...input, priority: input.priority ?? 'medium', createdAt: at.toISOString() })
    .returning()
    .get();
  return { recipientId: row.recipientId, notification: toNotificationView(row) };
}

export interface StoredNotification {
  recipientId: string;
  notification: NotificationView;
}

/** Sends committed notifications to their recipients' live subscriptions. */
export function publishNotifications(deps: Pick<AppDeps, 'events'>, stored: StoredNotification[]): void {
  for (const item of stored) deps.events.emit('notification', item);
}

const MY_LIST_LIMIT = 200;

export function listMine(db: DbOrTx, userId: string) {
  const rows = db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(MY_LIST_LIMIT)
    .all();
  const unread = db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.read, false)))
    .get();
  return { notifications: rows.map(toNotificationView), unreadCount: unread?.n ?? 0 };
}

/** Another user's id is answered exactly like a missing one: 404. */
export function markRead(db: DbOrTx, userId: string, id: string): NotificationView {
  const row = db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, userId)))
    .returning()
    .get();
  if (!row) throw fail.notFound('Notification not found');
  return toNotificationView(row);
}

export function markAllRead(db: DbOrTx, userId: string): { success: true; updated: number } {
  const result = db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.recipientId, userId), eq(notifications.read, false)))
    .run();
  return { success: true, updated: result.changes };
}

export function removeMine(db: DbOrTx, userId: string, id: string): { success: true } {
  const result = db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, userId)))
    .run();
  if (result.changes === 0) throw fail.notFound('Notification not found');
  return { success: true };
}
