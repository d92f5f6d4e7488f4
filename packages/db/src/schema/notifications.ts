import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { NOTIFICATION_SUBJECTS, NOTIFICATION_TYPES, PRIORITIES, STAFF_NOTICE_AUDIENCES } from '@innkeep/api-contract';
import { createdAt, idColumn } from './_columns';
import { users } from './users';

/**
 * What a notification is about (a booking, food order or complaint), which tapping it opens; none for
 * announcements. No foreign key: the notification outlives a deleted complaint and then opens its list.
 */
const subjectColumns = () => ({
  subjectType: text('subject_type', { enum: NOTIFICATION_SUBJECTS }),
  subjectId: text('subject_id'),
});

/** A notification to one user, who reads and removes it. */
export const notifications = sqliteTable(
  'notifications',
  {
    id: idColumn(),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull().default('info'),
    priority: text('priority', { enum: PRIORITIES }).notNull().default('medium'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    read: integer('read', { mode: 'boolean' }).notNull().default(false),
    ...subjectColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    // (created_at, id) is the list's whole order, so the newest 200 are read straight off the index.
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt, t.id),
    // The unread count walks only the unread ones, not a long-time guest's whole history.
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`read = 0`),
    index('notifications_created_idx').on(t.createdAt),
    index('notifications_type_idx').on(t.type, t.createdAt),
  ],
);

/**
 * One notice to a whole audience (new bookings, food orders and complaints), stored once instead of
 * once per staff member: each reader sees it while they belonged to the audience when it was made
 * (`staffPeriods`), with their own read or removed state in `staffNoticeReceipts`.
 */
export const staffNotices = sqliteTable(
  'staff_notices',
  {
    id: idColumn(),
    audience: text('audience', { enum: STAFF_NOTICE_AUDIENCES }).notNull(),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    priority: text('priority', { enum: PRIORITIES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    ...subjectColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_notices_audience_idx').on(t.audience, t.createdAt, t.id),
    index('staff_notices_created_idx').on(t.createdAt),
    index('staff_notices_type_idx').on(t.type, t.createdAt),
  ],
);

/** A reader's state of one staff notice; no row means unread. */
export const staffNoticeReceipts = sqliteTable(
  'staff_notice_receipts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeId: text('notice_id')
      .notNull()
      .references(() => staffNotices.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['read', 'removed'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] }), index('staff_notice_receipts_notice_idx').on(t.noticeId)],
);

/**
 * When each user was an approved staff member or an administrator, kept by triggers on `users`
 * (migration staff_periods_triggers): a notice reaches whoever was in its audience when it was made,
 * as the per-recipient rows did, so someone approved later does not see older notices.
 */
export const staffPeriods = sqliteTable(
  'staff_periods',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['staff', 'admin'] }).notNull(),
    startedAt: text('started_at').notNull(),
    endedAt: text('ended_at'),
  },
  (t) => [index('staff_periods_user_idx').on(t.userId, t.startedAt), index('staff_periods_role_idx').on(t.role, t.startedAt)],
);
