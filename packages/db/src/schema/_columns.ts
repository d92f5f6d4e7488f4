import { text } from 'drizzle-orm/sqlite-core';
import { newId } from '../ids';

/** Opaque text primary key, generated in the app so callers know the id before insert. */
export const idColumn = () => text('id').primaryKey().$defaultFn(newId);

/** ISO-8601 timestamps, set by the app so tests can control the clock. */
export const createdAt = () =>
  text('created_at')
    .notNull()
    .$defaultFn(() => new Date().toISOString());
export const updatedAt = () =>
  text('updated_at')
    .notNull()
    .$defaultFn(() => new Date().toISOString())
    .$onUpdateFn(() => new Date().toISOString());
