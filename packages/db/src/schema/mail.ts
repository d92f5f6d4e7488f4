import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { MAIL_KINDS, MAIL_STATUSES } from '@innkeep/api-contract';
import { createdAt, idColumn } from './_columns';
import { bookings } from './bookings';
import { users } from './users';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * The outbox: every mail the app decides to send, written in the same transaction as the change
 * that causes it and delivered later by the sender job (services/messages/mail-sender.ts).
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: idColumn(),
    /** One event for one recipient (e.g. `booking-received:<booking id>:<address>`): written at most once. */
    key: text('key').notNull(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: text('attachments', { mode: 'json' }).$type<MailAttachment[]>().notNull().default([]),
    status: text('status', { enum: MAIL_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When it (re-)entered the queue: the back-off gives up a set time after this. */
    queuedAt: text('queued_at').notNull(),
    nextAttemptAt: text('next_attempt_at'),
    sentAt: text('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_key_unique').on(t.key),
    // The sender's "what is due" walks only the queued rows, in due order.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
  ],
);

/** A forgot-password link: only the token's SHA-256 is stored; used once, valid until `expiresAt`. */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_unique').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

/**
 * A stay's online check-in (issue 30 §4): personal data, erased a set number of days after check-out
 * by a background job (services/stays/registration.ts), and in no CSV export.
 */
export const stayRegistrations = sqliteTable('stay_registrations', {
  bookingId: text('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  guests: text('guests', { mode: 'json' })
    .$type<{ fullName: string; nationality: string; dateOfBirth: string; documentType: string; documentNumber: string }[]>()
    .notNull(),
  arrivalTime: text('arrival_time').notNull().default(''),
  note: text('note').notNull().default(''),
  by: text('by', { enum: ['guest', 'desk'] }).notNull(),
  createdAt: createdAt(),
  updatedAt: text('updated_at').notNull(),
});

/**
 * A new email address waiting for its owner to open the link mailed to it: only the token's SHA-256 is
 * stored; used once, valid until `expiresAt`. The account keeps its address until then.
 */
export const emailChanges = sqliteTable(
  'email_changes',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_changes_token_unique').on(t.tokenHash), index('email_changes_user_idx').on(t.userId)],
);
