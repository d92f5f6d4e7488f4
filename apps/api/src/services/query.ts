import { count, desc, or, sql, type SQL, type SQLWrapper, type Table } from 'drizzle-orm';

/** `%text%` for LIKE with the wildcards the user typed taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Rows whose columns contain the search text anywhere. SQLite's LIKE ignores case for ASCII letters;
 * `%` and `_` typed by the user match themselves. No search: no condition.
 */
export function searchIn(search: string | undefined, columns: SQLWrapper[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(...columns.map((column) => sql`${column} LIKE ${pattern} ESCAPE '\\'`));
}

/** SQL rank of an enum value by its position in the spec's list (severity, workflow or menu order). */
export function rankOf(column: SQLWrapper, values: readonly string[]): SQL<number> {
  return sql<number>`(CASE ${column} ${sql.join(
    values.map((value, index) => sql`WHEN ${value} THEN ${index}`),
    sql` `,
  )} END)`;
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
