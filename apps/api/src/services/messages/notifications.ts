import { and, asc, desc, eq, gt, gte, lt, ne, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  currentLanguage,
  DEFAULT_LANGUAGE,
  localize,
  NOTIFICATION_MSG,
  notificationCursor,
  type NotificationSubject,
  type NotificationType,
  type Priority,
  type SendNotificationData,
  type StaffNoticeAudience,
  withLanguage,
} from '@innkeep/api-contract';
import { notifications, staffNoticeReceipts, staffNotices, staffPeriods, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import type { EventMap, NotificationView } from '../../events';
import { fail } from '../../lib/errors';
import { oncePer } from '../../engine/once-per';
import { EventQueue } from '../../lib/event-queue';
import { recordAudit, type Actor } from '../operations/audit';
import { findUserById } from '../people/users';

type NotificationRow = typeof notifications.$inferSelect;

/** A stored notification as a reader sees it: their own row, or a staff notice with their receipt. */
type ReaderRow = Omit<NotificationRow, 'recipientId' | 'senderId' | 'read'> & { read: boolean | number };

export function toNotificationView(row: ReaderRow): NotificationView {
  return {
    _id: row.id,
    id: row.id,
    type: row.type,
    priority: row.priority,
    title: row.title,
    message: row.message,
    read: Boolean(row.read),
    timestamp: row.createdAt,
    createdAt: row.createdAt,
    subject: row.subjectType && row.subjectId ? { type: row.subjectType, id: row.subjectId } : null,
  };
}

/** The stored columns of what a notification is about. */
export function subjectColumnsOf(subject: NotificationSubject | undefined) {
  return { subjectType: subject?.type ?? null, subjectId: subject?.id ?? null };
}

export interface NewNotification {
  recipientId: string;
  senderId?: string | null;
  type: NotificationType;
  priority?: Priority;
  title: string;
  message: string;
  /** What it is about, which tapping it opens. */
  subject?: NotificationSubject;
  /** Texts an administrator typed (a broadcast): stored as written, never translated. */
  asWritten?: boolean;
}

/**
 * Runs fn in a user's saved language (English when they chose none): a text written for them, not
 * for whoever's request wrote it. A notification's texts with values are built inside it.
 */
export function inLanguageOf<R>(db: DbOrTx, userId: string, fn: () => R): R {
  const row = db.select({ language: users.language }).from(users).where(eq(users.id, userId)).get();
  return withLanguage(row?.language ?? DEFAULT_LANGUAGE, fn);
}

/**
 * Stores a notification in its recipient's language (a fixed source text is translated here; one
 * with values was built in inLanguageOf); callers pass their transaction so it commits with the
 * event it reports, then hand the result to `publishNotifications` once the transaction has committed.
 */
export function createNotification(db: DbOrTx, { asWritten, ...input }: NewNotification, at: Date): StoredNotification {
  const written = asWritten
    ? input
    : inLanguageOf(db, input.recipientId, () => {
        const language = currentLanguage();
        return { ...input, title: localize(language, input.title), message: localize(language, input.message) };
      });
  const row = insertNotification(db, written, at);
  return { recipientId: row.recipientId, notification: toNotificationView(row) };
}

function insertNotification(db: DbOrTx, { subject, ...input }: NewNotification, at: Date) {
  return db
    .insert(notifications)
    .values({ ...input, ...subjectColumnsOf(subject), priority: input.priority ?? 'medium', createdAt: at.toISOString() })
    .returning()
    .get();
}

/** A committed notification for one user, or a staff notice for everyone in its audience. */
export type StoredNotification = EventMap['notification'];

/** Sends committed notifications to their recipients' live subscriptions. */
export function publishNotifications(deps: Pick<AppDeps, 'events'>, stored: StoredNotification[]): void {
  for (const item of stored) deps.events.emit('notification', item);
}

// ---------------------------------------------------------------------------------------------
// What a user reads: their own rows in `notifications`, merged with the staff notices of every
// audience they belonged to when the notice was made, minus the ones they removed. Each audience is
// its own arm of one UNION ALL, walked on its index within the reader's periods, so a page costs a
// page whatever the history.

/** A user's id, or the placeholder of a statement prepared once for every user. */
type UserRef = string | Placeholder;

/** Who a staff notice reaches, as a condition on `staff_periods` rows. */
function periodReaches(audience: SQLWrapper): SQL {
  return sql`(${audience} = 'staff_and_admins' OR ${staffPeriods.role} = 'staff')`;
}

/** The reader's receipt of the notice in the row: 'read', 'removed' or null (unread). */
function receiptOf(userId: UserRef): SQL<'read' | 'removed' | null> {
  return sql`(SELECT ${staffNoticeReceipts.state} FROM ${staffNoticeReceipts} WHERE ${staffNoticeReceipts.userId} = ${userId} AND ${staffNoticeReceipts.noticeId} = ${staffNotices.id})`;
}

/** A `staff_periods` row during which its user was in the audience of the staff notice in the row. */
export function periodCoversNotice(): SQL {
  return sql`${periodReaches(staffNotices.audience)} AND ${staffPeriods.startedAt} <= ${staffNotices.createdAt}
    AND (${staffPeriods.endedAt} IS NULL OR ${staffNotices.createdAt} < ${staffPeriods.endedAt})`;
}

/** The reader belonged to the notice's audience when it was made. */
function readerOf(userId: UserRef): SQL {
  return sql`EXISTS (SELECT 1 FROM ${staffPeriods} WHERE ${staffPeriods.userId} = ${userId} AND ${periodCoversNotice()})`;
}

/**
 * The columns of a list over both tables, in one order for every arm of a UNION ALL: `read` as the
 * list works it out, `shared` and `seq` (table, then insertion order) to break same-millisecond ties.
 */
export function listColumns(table: typeof notifications | typeof staffNotices, read: SQL) {
  return {
    id: table.id,
    type: table.type,
    priority: table.priority,
    title: table.title,
    message: table.message,
    subjectType: table.subjectType,
    subjectId: table.subjectId,
    read: sql<number>`${read}`.as('read'),
    createdAt: table.createdAt,
    shared: sql<number>`${sql.raw(table === notifications ? '0' : '1')}`.as('shared'),
    seq: sql<number>`${table}.rowid`.as('seq'),
  };
}

/**
 * The staff notices a user still sees (of one audience, bounded by the first start and last end of
 * their periods in it so the index walk never leaves them), or by id when no audience is given. The periods
 * are written by the users_staff_period_* triggers (packages/db/src/triggers.ts).
 */
function noticesFor(db: DbOrTx, userId: UserRef, audience: StaffNoticeAudience | undefined, where?: SQL) {
  const receipt = receiptOf(userId);
  const span = (bound: SQL) =>
    sql`(SELECT ${bound} FROM ${staffPeriods} WHERE ${staffPeriods.userId} = ${userId} AND ${periodReaches(sql`${audience}`)})`;
  return db
    .select(listColumns(staffNotices, sql`${receipt} IS 'read'`))
    .from(staffNotices)
    .where(
      and(
        audience
          ? and(
              eq(staffNotices.audience, audience),
              gte(staffNotices.createdAt, span(sql`min(${staffPeriods.startedAt})`)),
              lt(staffNotices.createdAt, span(sql`max(coalesce(${staffPeriods.endedAt}, '9999'))`)),
            )
          : undefined,
        readerOf(userId),
        sql`${receipt} IS NOT 'removed'`,
        where,
      ),
    );
}

/** The staff notices of one audience the user has neither read nor removed. */
function unreadNotices(db: DbOrTx, userId: UserRef, audience: StaffNoticeAudience) {
  return noticesFor(db, userId, audience, sql`${receiptOf(userId)} IS NULL`);
}

/** The user's own notifications, in the same columns as `noticesFor`. */
function ownRows(db: DbOrTx, userId: UserRef, where?: SQL) {
  return db
    .select(listColumns(notifications, sql`${notifications.read}`))
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), where));
}

/** Everything the user reads, one arm per source; `where` applies to both tables' columns by name. */
function readable(
  db: DbOrTx,
  userId: UserRef,
  where: (table: typeof notifications | typeof staffNotices) => SQL | undefined = () => undefined,
) {
  return ownRows(db, userId, where(notifications))
    .unionAll(noticesFor(db, userId, 'staff', where(staffNotices)))
    .unionAll(noticesFor(db, userId, 'staff_and_admins', where(staffNotices)));
}

const MY_LIST_LIMIT = 200;

/** Written as a literal, not a bound false: only then can SQLite use the partial index of unread rows. */
const isUnread = sql`${notifications.read} = 0`;

/**
 * The newest page and the unread count, prepared once per database: every signed-in page asks for
 * them (the header's bell), and building the union anew cost more than running it (bench, large data:
 * 1.8 ms serial and 29 ms p95 at 10 concurrent prepared, 3.1 and 53 ms built per call).
 */
const myList = oncePer((db: DbOrTx) => {
  const userId = sql.placeholder('userId');
  const unread = (query: SQLWrapper) => sql<number>`(SELECT count(*) FROM (${query}))`;
  return {
    page: readable(db, userId)
      .orderBy(desc(sql`created_at`), desc(sql`id`))
      .limit(MY_LIST_LIMIT)
      .prepare(),
    unread: db
      .select({
        n: sql<number>`${unread(ownRows(db, userId, isUnread))} + ${unread(unreadNotices(db, userId, 'staff'))} + ${unread(unreadNotices(db, userId, 'staff_and_admins'))}`,
      })
      .from(sql`(SELECT 1)`)
      .prepare(),
  };
});

export function listMyNotifications(db: DbOrTx, userId: string) {
  const statements = myList(db);
  const rows = statements.page.all({ userId });
  return { notifications: rows.map(toNotificationView), unreadCount: statements.unread.get({ userId })?.n ?? 0 };
}

/** Whether a staff notice reaches this user (they were in its audience when it was made). */
function isReader(db: DbOrTx, userId: string, noticeId: string): boolean {
  return visibleNotice(db, userId, noticeId) !== undefined;
}

/** A staff notice the user still sees, by id. */
function visibleNotice(db: DbOrTx, userId: string, id: string) {
  return noticesFor(db, userId, undefined, eq(staffNotices.id, id)).get();
}

/** Another user's id is answered exactly like a missing one: 404. */
export function markRead(db: DbOrTx, userId: string, id: string): NotificationView {
  const own = db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, userId)))
    .returning()
    .get();
  if (own) return toNotificationView(own);
  const notice = visibleNotice(db, userId, id);
  if (!notice) throw fail.notFound(NOTIFICATION_MSG.notFound);
  db.insert(staffNoticeReceipts).values({ userId, noticeId: id, state: 'read' }).onConflictDoNothing().run();
  return toNotificationView({ ...notice, read: true });
}

export function markAllRead(db: DbOrTx, userId: string): { success: true; updated: number } {
  const own = db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.recipientId, userId), isUnread))
    .run();
  const receiptsFor = (audience: StaffNoticeAudience) =>
    db
      .select({
        userId: sql<string>`${userId}`.as('user_id'),
        noticeId: sql<string>`id`.as('notice_id'),
        state: sql<'read'>`'read'`.as('state'),
      })
      .from(unreadNotices(db, userId, audience).as('unread'));
  const shared = db
    .insert(staffNoticeReceipts)
    .select(receiptsFor('staff').unionAll(receiptsFor('staff_and_admins')))
    .run();
  return { success: true, updated: own.changes + shared.changes };
}

export function removeMine(db: DbOrTx, userId: string, id: string): { success: true } {
  const own = db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, userId)))
    .run();
  if (own.changes > 0) return { success: true };
  if (!visibleNotice(db, userId, id)) throw fail.notFound(NOTIFICATION_MSG.notFound);
  db.insert(staffNoticeReceipts)
    .values({ userId, noticeId: id, state: 'removed' })
    .onConflictDoUpdate({ target: [staffNoticeReceipts.userId, staffNoticeReceipts.noticeId], set: { state: 'removed' } })
    .run();
  return { success: true };
}

/** An administrator's notification to one user; issue 6's admin list shows the same shape. */
export function toAdminNotificationView(row: ReaderRow, recipient: { id: string | null; name: string }) {
  return { ...toNotificationView(row), recipient: { _id: recipient.id, name: recipient.name } };
}

export function sendNotification(deps: AppDeps, actor: Actor, input: SendNotificationData) {
  const at = deps.now();
  const { stored, view } = deps.db.transaction((tx) => {
    const recipient = findUserById(tx, input.recipient);
    if (!recipient) throw fail.notFound(NOTIFICATION_MSG.recipientNotFound);
    const { type, priority, title, message } = input;
    const row = insertNotification(tx, { recipientId: recipient.id, senderId: actor.id, type, priority, title, message }, at);
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
 * The user's notifications stored after `cursor`, oldest first. Ties between notifications stored in
 * the same millisecond, which ids cannot break (their random part does not follow insertion order),
 * go by table (own rows first) and then SQLite's rowid, i.e. insertion order.
 */
export function listAfter(db: DbOrTx, userId: string, cursor: string, limit = FEED_PAGE): NotificationView[] {
  const split = cursor.indexOf('|');
  const createdAt = cursor.slice(0, split);
  const id = cursor.slice(split + 1);
  const anchor = id ? readable(db, userId, (table) => eq(table.id, id)).get() : undefined;
  const after = (table: typeof notifications | typeof staffNotices) =>
    anchor
      ? and(
          gte(table.createdAt, createdAt),
          or(gt(table.createdAt, createdAt), sql`(${table === notifications ? 0 : 1}, ${table}.rowid) > (${anchor.shared}, ${anchor.seq})`),
        )
      : // The cursor's own notification was deleted: same-millisecond neighbours may come again,
        // and clients drop repeats by id.
        and(gte(table.createdAt, createdAt), ne(table.id, id));
  return readable(db, userId, after)
    .orderBy(asc(sql`created_at`), asc(sql`shared`), asc(sql`seq`))
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
      const mine = 'recipientId' in event ? event.recipientId === userId : isReader(deps.db, userId, event.notification._id);
      if (mine) live.push(event.notification);
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
