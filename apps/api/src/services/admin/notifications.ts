import { and, eq } from 'drizzle-orm';
import { ADMIN_MSG, type AdminNotificationListQuery, type BroadcastNotificationData } from '@innkeep/api-contract';
import { notifications, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { recordAudit, type Actor } from '../audit';
import { createNotification, publishNotifications, toAdminNotificationView } from '../notifications';
import { countAll, newestFirst, pageWindow, searchIn, totalOf, userText } from '../query';

export type AdminNotificationView = ReturnType<typeof toAdminNotificationView>;

/** Every stored notification, newest first, with its recipient; search covers title, message and recipient. */
export function listNotifications(
  db: DbOrTx,
  query: AdminNotificationListQuery,
): { notifications: AdminNotificationView[]; total: number } {
  const where = and(
    query.type ? eq(notifications.type, query.type) : undefined,
    searchIn(query.search, [notifications.title, notifications.message, userText(notifications.recipientId)]),
  );
  // Searches reach recipients through a subquery, so the count stays on the notifications' indexes.
  const total = totalOf(db.select(countAll()).from(notifications).where(where).get());
  const { limit, offset } = pageWindow(query);
  const rows = db
    .select({ notification: notifications, recipient: { id: users.id, name: users.name } })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.recipientId))
    .where(where)
    .orderBy(...newestFirst(notifications, notifications.createdAt))
    .limit(limit)
    .offset(offset)
    .all();
  return { notifications: rows.map((row) => toAdminNotificationView(row.notification, row.recipient)), total };
}

/**
 * Beyond the spec: one notification to every customer, or to every approved staff member (pending
 * accounts are not staff yet). One audit entry records the broadcast; each recipient's live feed
 * gets theirs once everything has committed.
 */
export function broadcast(
  deps: AppDeps,
  actor: Actor,
  input: BroadcastNotificationData,
): { success: true; count: number; message: string } {
  const at = deps.now();
  const stored = deps.db.transaction((tx) => {
    const audience = input.audience === 'customers' ? eq(users.role, 'customer') : and(eq(users.role, 'staff'), eq(users.isApproved, true));
    const recipients = tx.select({ id: users.id }).from(users).where(audience).all();
    if (recipients.length === 0) throw fail.badRequest(ADMIN_MSG.broadcastEmpty);
    const notes = recipients.map((recipient) =>
      createNotification(
        tx,
        {
          recipientId: recipient.id,
          senderId: actor.id,
          type: input.type,
          priority: input.priority,
          title: input.title,
          message: input.message,
        },
        at,
      ),
    );
    recordAudit(
      tx,
      actor,
      'notification.broadcast',
      'notification',
      null,
      { audience: input.audience, recipients: notes.length, title: input.title },
      at,
    );
    return notes;
  });
  publishNotifications(deps, stored);
  return { success: true, count: stored.length, message: ADMIN_MSG.broadcastSent(stored.length) };
}
