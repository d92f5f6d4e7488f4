import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { CHAT_MESSAGE_TYPES } from '@innkeep/api-contract';
import { createdAt, idColumn } from './_columns';
import { users } from './users';

export const chats = sqliteTable('chats', {
  id: idColumn(),
  /** 'public' for the one public chat room. */
  slug: text('slug').notNull().unique(),
  lastCleared: text('last_cleared').notNull(),
  lastClearedBy: text('last_cleared_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const chatMessages = sqliteTable(
  'chat_messages',
  {
    id: idColumn(),
    chatId: text('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** Null for system messages and for senders whose account was deleted. */
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    messageType: text('message_type', { enum: CHAT_MESSAGE_TYPES }).notNull().default('normal'),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.createdAt)],
);
