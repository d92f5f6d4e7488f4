import { and, asc, count, desc, eq, gt, gte, lt, lte, or, sql, type SQL, type SQLWrapper, type Table } from 'drizzle-orm';

/** `%text%` for LIKE with the wildcards the user typed taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Text columns of another table (or of the searched one) matched in a subquery on that table:
 * through its trigram full-text index when it has one (migration fts_search), else by LIKE. `rows`
 * turns the match into a condition on the searched query, e.g. `customer_id IN (SELECT id FROM users WHERE …)`.
 */
export interface TextColumns {
  index?: 'users_fts' | 'complaints_fts';
  columns: readonly string[];
  rows: (match: SQL) => SQL;
}

/** Trigrams need three characters; shorter terms are matched with LIKE (a scan of that table). */
const MIN_FULL_TEXT = 3;

/** The search text as one FTS5 phrase limited to the given columns: every character taken literally. */
function phraseIn(columns: readonly string[], text: string): string {
  return `{${columns.join(' ')}} : "${text.replace(/"/g, '""')}"`;
}

/**
 * Rows whose columns contain the search text anywhere, case-insensitively. `%` and `_` typed by the
 * user match themselves. Indexed text is searched through its trigram index (O(matches)); terms of
 * one or two characters, which trigrams cannot find, and unindexed columns use LIKE. No search: no
 * condition. The one place search is built.
 */
export function searchIn(search: string | undefined, columns: (SQLWrapper | TextColumns)[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const like = (column: SQLWrapper) => sql`${column} LIKE ${pattern} ESCAPE '\\'`;
  return or(
    ...columns.map((column) => {
      if (!('rows' in column)) return like(column);
      if (column.index && [...search].length >= MIN_FULL_TEXT) {
        const index = sql.identifier(column.index);
        return column.rows(sql`rowid IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ${phraseIn(column.columns, search)})`);
      }
      return column.rows(or(...column.columns.map((name) => like(sql.identifier(name))))!);
    }),
  );
}

/** A user's name and email (and phone), through `users_fts`, for rows pointing at the user by `userId`. */
export function userText(userId: SQLWrapper, columns: readonly ('name' | 'email' | 'phone')[] = ['name', 'email']): TextColumns {
  return { index: 'users_fts', columns, rows: (match) => sql`${userId} IN (SELECT "id" FROM "users" WHERE ${match})` };
}

/** A room's name and number, for rows pointing at the room by `roomId` (a few hundred rooms at most: no index needed). */
export function roomText(roomId: SQLWrapper): TextColumns {
  return { columns: ['name', 'room_number'], rows: (match) => sql`${roomId} IN (SELECT "id" FROM "rooms" WHERE ${match})` };
}

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

/** Reads `n` from a count query; an empty answer counts as 0. */
export function totalOf(row: { n: number } | undefined): number {
  return row?.n ?? 0;
}

/** Names of the columns whose new value differs from the stored one, for audit entries. */
export function changedFields<T extends object>(before: T, after: Partial<T>): string[] {
  return (Object.keys(after) as (keyof T & string)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/**
 * Newest first; rows stamped in the same millisecond keep their insertion order (SQLite's rowid),
 * which random id suffixes would not, so pages never repeat or skip a row.
 */
export function newestFirst(table: Table, createdAt: SQLWrapper): SQL[] {
  return [desc(createdAt), desc(sql`${table}.rowid`)];
}
