import { and, asc, count, desc, eq, gt, gte, lt, lte, or, type SQL, sql, type Table, type SQLWrapper } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { DbOrTx } from '@innkeep/db';

/** SQL rank of an enum value by its position in the spec's list (severity, workflow or menu order). */
export function rankOf(column: SQLWrapper, values: readonly string[]): SQL<number> {
  return sql<number>`(CASE ${column} ${sql.join(
    values.map((value, index) => sql`WHEN ${value} THEN ${index}`),
    sql` `,
  )} END)`;
}

/** One column of an ORDER BY, with how to read its value from a result row (for keyset pagination). */
export interface SortKey<Row> {
  column: SQLWrapper;
  order: 'asc' | 'desc';
  of: (row: Row) => unknown;
}

export function orderByKeys<Row>(keys: SortKey<Row>[]): SQL[] {
  return keys.map((key) => (key.order === 'asc' ? asc : desc)(key.column));
}

/** Rows that come after `last` in the order of `keys`, which must end with a unique column (rowid). */
export function afterKeys<Row>(keys: SortKey<Row>[], last: Row): SQL {
  const after = keys.reduceRight<SQL | undefined>((rest, key) => {
    const value = key.of(last);
    const beyond = key.order === 'asc' ? gt(key.column, value) : lt(key.column, value);
    return rest ? or(beyond, and(eq(key.column, value), rest)) : beyond;
  }, undefined)!;
  // The first key's bound again, on its own: SQLite seeks the index to it and reads on in order,
  // where the OR alone is split into two lookups whose union is sorted (every earlier row re-read).
  const [first] = keys;
  const value = first!.of(last);
  return and(first!.order === 'asc' ? gte(first!.column, value) : lte(first!.column, value), after)!;
}

/** LIMIT and OFFSET of a 1-based page. */
export function pageWindow(query: { page: number; limit: number }): { limit: number; offset: number } {
  return { limit: query.limit, offset: (query.page - 1) * query.limit };
}

/** The `count(*)` column for a total next to a page. */
export const countAll = () => ({ n: count() });

/**
 * A `count(*)` of `table`'s rows meeting `where` (placeholders allowed), prepared: for counts a screen
 * asks on every load, kept in a statement set made once per database (oncePer). Read with `totalOf`.
 */
export function preparedCount(db: DbOrTx, table: SQLiteTable, where?: SQL) {
  return db.select(countAll()).from(table).where(where).prepare();
}

/** Reads `n` from a count query; an empty answer counts as 0. */
export function totalOf(row: { n: number } | undefined): number {
  return row?.n ?? 0;
}

/** Names of the columns whose new value differs from the stored one, for audit entries. */
export function changedFields<T extends object>(before: T, after: Partial<T>): string[] {
  return (Object.keys(after) as (keyof T & string)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** A value an audit sentence can quote: a long text or a list is only named (in `fields`). */
const quotable = (value: unknown) =>
  value === null || typeof value === 'number' || typeof value === 'boolean' || (typeof value === 'string' && value.length <= 80);

/** The changed columns with their old and new values, for audit entries ("price from $120.00 to $140.00"). */
export function changedValues<T extends object>(before: T, after: Partial<T>): Record<string, { from: unknown; to: unknown }> {
  return Object.fromEntries(
    changedFields(before, after)
      .filter((key) => quotable(before[key as keyof T]) && quotable(after[key as keyof T]))
      .map((key) => [key, { from: before[key as keyof T], to: after[key as keyof T] }]),
  );
}

/**
 * Newest first; rows stamped in the same millisecond keep their insertion order (SQLite's rowid),
 * which random id suffixes would not, so pages never repeat or skip a row.
 */
export function newestFirst(table: Table, createdAt: SQLWrapper): SQL[] {
  return [desc(createdAt), desc(sql`${table}.rowid`)];
}
