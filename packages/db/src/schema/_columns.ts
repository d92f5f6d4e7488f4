import { sql, type SQL } from 'drizzle-orm';
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

/** `'a', 'b'` for a fixed list of enum values: literals, so partial indexes and generated columns can name them. */
export function sqlList(values: readonly string[]): SQL {
  return sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));
}

/** The position of a column's value in an enum list (severity, workflow order), as SQL literals. */
export function sqlRank(column: string, values: readonly string[]): SQL {
  return sql.raw(`CASE ${column} ${values.map((value, index) => `WHEN '${value.replace(/'/g, "''")}' THEN ${index}`).join(' ')} END`);
}
