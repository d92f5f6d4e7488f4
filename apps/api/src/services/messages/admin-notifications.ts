import { and, desc, eq, gte, inArray, lte, notExists, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_MSG,
  hotelToday,
  type BroadcastAudience,
  STAFF_NOTICE_AUDIENCE_NAMES,
  type AdminNotificationListQuery,
  type BroadcastNotificationData,
  type StaffNoticeAudience,
  t,
} from '@innkeep/api-contract';
import { bookings, notifications, staffNoticeReceipts, staffNotices, staffPeriods, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import { fail } from '../../lib/errors';
import { recordAudit, type Actor } from '../operations/audit';
import { createNotification, listColumns, periodCoversNotice, publishNotifications, toAdminNotificationView } from './notifications';
import { countAll, pageWindow, totalOf } from '../../engine/query';
import { searchIn, userText } from '../../engine/search';

export type AdminNotificationView = ReturnType<typeof toAdminNotificationView>;

/**
 * Every stored notification, newest first, with its recipient: a staff notice is one row named after
 * its audience, Read once everyone it reached has read or removed it (docs/decisions/staff-notices.md).
 * Search covers title, message and a notification's recipient.
 */
export function listNotifications(
  db: DbOrTx,
  query: AdminNotificationListQuery,
): { notifications: AdminNotificationView[]; total: number } {
  const type = (table: typeof notifications | typeof staffNotices) => (query.type ? eq(table.type, query.type) : undefined);
  const own = and(
    type(notifications),
    searchIn(query.search, [notifications.title, notifications.message, userText(notifications.recipientId)]),
  );
  const shared = and(type(staffNotices), searchIn(query.search, [staffNotices.title, staffNotices.message]));
  // Searches reach recipients through a subquery, so the counts stay on each table's indexes.
  const total =
    totalOf(db.select(countAll()).from(notifications).where(own).get()) +
    totalOf(db.select(countAll()).from(staffNotices).where(shared).get());
  const { limit, offset } = pageWindow(query);
  const unreadBySomeone = db
    .select({ one: sql`1` })
    .from(staffPeriods)
    .where(
      and(
        periodCoversNotice(),
        notExists(
          db
            .select({ one: sql`1` })
            .from(staffNoticeReceipts)
            .where(and(eq(staffNoticeReceipts.userId, staffPeriods.userId), eq(staffNoticeReceipts.noticeId, staffNotices.id))),
        ),
      ),
    );
  const rows = db
    .select({
      ...listColumns(notifications, sql`${notifications.read}`),
      recipientId: sql<string | null>`${notifications.recipientId}`.as('recipient_id'),
      // Looked up per row of the page: a join here would let the planner walk users instead of the page's index.
      recipientName: sql<string>`(${db.select({ name: users.name }).from(users).where(eq(users.id, notifications.recipientId))})`.as(
        'recipient_name',
      ),
    })
    .from(notifications)
    .where(own)
    .unionAll(
      db
        .select({
          ...listColumns(staffNotices, notExists(unreadBySomeone)),
          recipientId: sql<string | null>`NULL`.as('recipient_id'),
          recipientName: sql<string>`${staffNotices.audience}`.as('recipient_name'),
        })
        .from(staffNotices)
        .where(shared),
    )
    .orderBy(desc(sql`created_at`), desc(sql`shared`), desc(sql`seq`))
    .limit(limit)
    .offset(offset)
    .all();
  return {
    notifications: rows.map((row) =>
      toAdminNotificationView(row, {
        id: row.recipientId,
        name: row.shared ? t(STAFF_NOTICE_AUDIENCE_NAMES[row.recipientName as StaffNoticeAudience]) : row.recipientName,
      }),
    ),
    total,
  };
}

/**
 * Who a broadcast reaches: every customer; every approved staff member (pending accounts are not
 * staff yet); or the guests in house now, whose stay is checked in and has today (the hotel's date)
 * between its check-in and check-out days, a guest leaving today included until checked out.
 */
function audienceOf(db: DbOrTx, timeZone: string, audience: BroadcastAudience, at: Date): SQL | undefined {
  if (audience === 'customers') return eq(users.role, 'customer');
  if (audience === 'staff') return and(eq(users.role, 'staff'), eq(users.isApproved, true));
  const today = hotelToday(at, timeZone);
  return inArray(
    users.id,
    db
      .select({ id: bookings.customerId })
      .from(bookings)
      .where(and(eq(bookings.status, 'checked-in'), lte(bookings.checkIn, today), gte(bookings.checkOut, today))),
  );
}

/** How many accounts a broadcast to the audience would reach now: the send form shows it before sending. */
export function countAudience(deps: AppDeps, audience: BroadcastAudience): { audience: BroadcastAudience; count: number } {
  const count = totalOf(
    deps.db
      .select(countAll())
      .from(users)
      .where(audienceOf(deps.db, deps.env.HOTEL_TIMEZONE, audience, deps.now()))
      .get(),
  );
  return { audience, count };
}

/**
 * Beyond the spec: one notification to everyone in an audience (`audienceOf`). One audit entry
 * records the broadcast; each recipient's live feed gets theirs once everything has committed.
 */
export function broadcast(
  deps: AppDeps,
  actor: Actor,
  input: BroadcastNotificationData,
): { success: true; count: number; message: string } {
  const at = deps.now();
  const stored = deps.db.transaction((tx) => {
    const recipients = tx
      .select({ id: users.id })
      .from(users)
      .where(audienceOf(tx, deps.env.HOTEL_TIMEZONE, input.audience, at))
      .all();
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
          asWritten: true,
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
