import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { updatedAt } from './_columns';
import { users } from './users';

/** Hotel settings as key/value pairs; values are JSON so each key keeps its type. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).$type<unknown>().notNull(),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
