import { and, asc, count, desc, eq, gt, gte, ne, or, sql } from 'drizzle-orm';
import {
  NOTIFICATION_MSG,
  notificationCursor,
  type NotificationType,
  type Priority,
  type SendNotificationData,
} from '@innkeep/api-contract';
import { notifications, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../deps';
import type { NotificationView } from '../events';
import { fail } from '../lib/errors';
import { EventQueue } from '../lib/event-queue';
import { recordAudit, type Actor } from './audit';
import { findUserById } from './users';

type NotificationRow = typeof notifications.$inferSelect;

export function toNotificationView(row: NotificationRow): NotificationView {
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    priority: row.priority,
    title: row.title,
    message: row.message,
    read: row.read,
    timestamp: row.createdAt,
    createdAt: row.createdAt,
  };
}

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
  if (!row) throw fail.notFound(NOTIFICATION_MSG.notFound);
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
  if (result.changes === 0) throw fail.notFound(NOTIFICATION_MSG.notFound);
  return { success: true };
}

/** An administrator's notification to one user; issue 6's admin list shows the same shape. */
export function toAdminNotificationView(row: NotificationRow, recipient: { id: string; name: string }) {
  return { ...toNotificationView(row), recipient: { _id: recipient.id, name: recipient.name } };
}

export function sendNotification(deps: AppDeps, actor: Actor, input: SendNotificationData) {
  const at = deps.now();
  const { stored, view } = deps.db.transaction((tx) => {
    const recipient = findUserById(tx, input.recipient);
    if (!recipient) throw fail.notFound(NOTIFICATION_MSG.recipientNotFound);
    const row = tx
      .insert(notifications)
      .values({
        recipientId: recipient.id,
        senderId: actor.id,
        type: input.type,
        priority: input.priority,
        title: input.title,
        message: input.message,
        createdAt: at.toISOString(),
      })
      .returning()
      .get();
    recordAudit(tx, actor, 'notification.send', 'notification', row.id, { recipientId: recipient.id, title: row.title }, at);
    return { stored: { recipientId: recipient.id, notification: toNotificationView(row) }, view: toAdminNotificationView(row, recipient) };
  });
  publishNotifications(deps, [stored]);
  return view;
}

// ---------------------------------------------------------------------------------------------
// The live feed. Events are tagged with `notificationCursor` (createdAt, then id); a client that
// reconnects with the last cursor it saw first gets what it missed, then the live events.

const FEED_PAGE = 100;

/**
 * The user's notifications stored after `cursor`, oldest first. SQLite's rowid (insertion order)
 * breaks ties between notifications stored in the same millisecond, which ids cannot: their
 * random part does not follow insertion order.
 */
export function listAfter(db: DbOrTx, userId: string, cursor: string, limit = FEED_PAGE): NotificationView[] {
  const split = cursor.indexOf('|');
  const createdAt = cursor.slice(0, split);
  const id = cursor.slice(split + 1);
  const mine = eq(notifications.recipientId, userId);
  const anchor = id
    ? db
        .select({ rowid: sql<number>`rowid` })
        .from(notifications)
        .where(and(mine, eq(notifications.id, id)))
        .get()
    : undefined;
  const after = anchor
    ? or(gt(notifications.createdAt, createdAt), and(eq(notifications.createdAt, createdAt), sql`rowid > ${anchor.rowid}`))
    : // The cursor's own notification was deleted: same-millisecond neighbours may come again,
      // and clients drop repeats by id.
      and(gte(notifications.createdAt, createdAt), ne(notifications.id, id));
  return db
    .select()
    .from(notifications)
    .where(and(mine, after))
    .orderBy(asc(notifications.createdAt), sql`rowid`)
    .limit(limit)
    .all()
    .map(toNotificationView);
}

export interface FeedItem {
  cursor: string;
  notification: NotificationView;
}

/**
 * One user's live notifications, until `signal` aborts. With `lastEventId` it first replays what
 * was stored after that cursor. Listening starts before the replay, so a notification published
 * meanwhile is neither lost nor sent twice.
 */
export async function* notificationFeed(
  deps: Pick<AppDeps, 'db' | 'events'>,
  userId: string,
  lastEventId: string | null | undefined,
  signal?: AbortSignal,
): AsyncGenerator<FeedItem> {
  const live = new EventQueue<NotificationView>(signal);
  live.onClose(
    deps.events.on('notification', (event) => {
      if (event.recipientId === userId) live.push(event.notification);
    }),
  );
  try {
    const replayed = new Set<string>();
    let cursor = lastEventId;
    while (cursor !== null && cursor !== undefined) {
      const page = listAfter(deps.db, userId, cursor);
      for (const notification of page) {
        replayed.add(notification._id);
        yield { cursor: notificationCursor(notification), notification };
      }
      const last = page.at(-1);
      cursor = page.length === FEED_PAGE && last ? notificationCursor(last) : null;
    }
    for await (const notification of live) {
      if (!replayed.has(notification._id)) yield { cursor: notificationCursor(notification), notification };
    }
  } finally {
    live.close();
  }
}
