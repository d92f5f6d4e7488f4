import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { LANGUAGES, ROLES } from '@innkeep/api-contract';
import { createdAt, idColumn, updatedAt } from './_columns';

export const users = sqliteTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull(),
    /** Stored lower-cased; uniqueness is therefore case-insensitive. */
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull().default(''),
    role: text('role', { enum: ROLES }).notNull(),
    isApproved: integer('is_approved', { mode: 'boolean' }).notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** When the guest asked to have their account deleted (POST /api/customer/delete-request); cleared by erasure. */
    deletionRequestedAt: text('deletion_requested_at'),
    /** When an administrator erased the account's personal data; it can no longer sign in. */
    erasedAt: text('erased_at'),
    /** The language chosen on the profile (issue 31); null until chosen. Mails and notifications use it. */
    language: text('language', { enum: LANGUAGES }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.role, t.createdAt),
    index('users_created_idx').on(t.createdAt),
    index('users_approval_idx').on(t.isApproved, t.createdAt),
  ],
);

/** One row per signed-in device; a JWT is only honoured while its row exists and has not expired. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: text('expires_at').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expiry_idx').on(t.expiresAt)],
);
