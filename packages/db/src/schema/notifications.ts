import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { NOTIFICATION_TYPES, PRIORITIES } from '@innkeep/api-contract';
import { createdAt, idColumn } from './_columns';
import { users } from './users';

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
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt),
    index('notifications_created_idx').on(t.createdAt),
    index('notifications_type_idx').on(t.type, t.createdAt),
  ],
);
