import {
  and,
  asc,
  Column,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  is,
  lt,
  lte,
  or,
  SQL,
  sql,
  Table,
  type SQLWrapper,
} from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { rooms, type DbOrTx } from '@innkeep/db';

/** `%text%` for LIKE with the wildcards the user typed taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The trigram full-text indexes and their columns (migrations fts_search, food_orders_fts). */
export const FULL_TEXT_COLUMNS = {
  users_fts: ['name', 'email', 'phone'],
  complaints_fts: ['title', 'description'],
  food_orders_fts: ['delivery_location'],
} as const;
export type FullTextIndex = keyof typeof FULL_TEXT_COLUMNS;

/**
 * Text columns of another table (or of the searched one) matched in a subquery on that table:
 * through its trigram full-text index when it has one, else by LIKE. `rows` turns the match into a
 * condition on the searched query, e.g. `customer_id IN (SELECT id FROM users WHERE …)`.
 */
export interface TextColumns {
  index?: FullTextIndex;
  columns: readonly string[];
  rows: (match: SQL) => SQL;
}

/** The searched table's own indexed text: its matches are the index's rowids, read without the table. */
export interface OwnText {
  index: FullTextIndex;
  columns: readonly string[];
}

/** Trigrams need three characters; shorter terms are matched with LIKE (a scan of that table). */
const MIN_FULL_TEXT = 3;

const hasFullText = (search: string) => [...search].length >= MIN_FULL_TEXT;

/**
 * The search text as one FTS5 phrase limited to the given columns: every character taken literally.
 * All of the index's columns need no filter, which costs a fifth of the match.
 */
function phraseIn(index: FullTextIndex, columns: readonly string[], text: string): string {
  const phrase = `"${text.replace(/"/g, '""')}"`;
  const all = FULL_TEXT_COLUMNS[index].every((column) => columns.includes(column));
  return all ? phrase : `{${columns.join(' ')}} : ${phrase}`;
}

/** `column LIKE %text%`, case-insensitively, with `%` and `_` typed by the user matching themselves. */
function like(column: SQLWrapper, search: string): SQL {
  return sql`${column} LIKE ${containsPattern(search)} ESCAPE '\\'`;
}

/** The rowids of an index's rows whose columns contain the search text. */
function fullTextRowids(index: FullTextIndex, columns: readonly string[], search: string): SQL {
  const table = sql.identifier(index);
  return sql`SELECT rowid FROM ${table} WHERE ${table} MATCH ${phraseIn(index, columns, search)}`;
}

/** The condition on the rows of the text's own table: its trigram index, or LIKE on each column. */
function textMatch(search: string, text: TextColumns): SQL {
  if (text.index && hasFullText(search)) return sql`rowid IN (${fullTextRowids(text.index, text.columns, search)})`;
  return or(...text.columns.map((name) => like(sql.identifier(name), search)))!;
}

/**
 * Rows whose columns contain the search text anywhere, case-insensitively. `%` and `_` typed by the
 * user match themselves. Indexed text is searched through its trigram index (O(matches)); terms of
 * one or two characters, which trigrams cannot find, and unindexed columns use LIKE. No search: no
 * condition.
 */
export function searchIn(search: string | undefined, columns: (SQLWrapper | TextColumns)[]): SQL | undefined {
  if (!search) return undefined;
  return or(...columns.map((column) => ('rows' in column ? column.rows(textMatch(search, column)) : like(column, search))));
}

/** A search's matches: rowids of the searched table, ascending, found once per request (`matchingRowids`). */
export class Matches {
  constructor(
    readonly rowids: readonly number[],
    private readonly json: string,
  ) {}

  get count(): number {
    return this.rowids.length;
  }

  /** The rowids as rows for SQL (`rowid IN (…)`): the list handed over as one JSON text. */
  get rows(): SQL {
    return sql`SELECT value FROM json_each(${this.json})`;
  }

  has(rowid: number): boolean {
    let low = 0;
    let high = this.rowids.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const found = this.rowids[middle]!;
      if (found === rowid) return true;
      if (found < rowid) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }
}

/**
 * The rowids of `table`'s rows that contain the search text, found once: each source read on its own
 * indexes (a trigram index, then the foreign-key index back to `table`), so the count, the page and
 * any totals of one request share one full-text search instead of each running it again. No search:
 * undefined.
 */
export function matchingRowids(
  db: DbOrTx,
  search: string | undefined,
  table: Table,
  sources: (TextColumns | OwnText)[],
): Matches | undefined {
  if (!search) return undefined;
  // Each list in rowid order: a full-text index gives its rowids in order, another table's index must be sorted.
  const selects = sources.map((source) => {
    if ('rows' in source) return sql`SELECT rowid FROM ${table} WHERE ${source.rows(textMatch(search, source))} ORDER BY rowid`;
    if (hasFullText(search)) return fullTextRowids(source.index, source.columns, search);
    return sql`SELECT rowid FROM ${table} WHERE ${or(...source.columns.map((name) => like(sql.identifier(name), search)))}`;
  });
  // One statement, a list per source, which SQLite writes itself: a row per match handed to
  // JavaScript would cost more than the search.
  const lists = db
    .values<string[]>(
      sql`SELECT ${sql.join(
        selects.map((select) => sql`(SELECT json_group_array(rowid) FROM (${select}))`),
        sql`, `,
      )}`,
    )[0]!
    .filter((list) => list !== '[]');
  // Usually one source matches: its list as it is. Several: a row matched twice counts once.
  if (lists.length <= 1) {
    const list = lists[0] ?? '[]';
    return new Matches(JSON.parse(list) as number[], list);
  }
  const rowids = [...new Set(lists.flatMap((list) => JSON.parse(list) as number[]))].sort((a, b) => a - b);
  return new Matches(rowids, JSON.stringify(rowids));
}

/**
 * Up to this many matches a search page seeks them and sorts them (O(matches)); beyond, walking the
 * list's sort index and keeping the matches fills a page after about page × table / matches rows.
 */
const SORT_MATCHES_UP_TO = 1000;

/**
 * Up to this many matches SQLite probes them while it walks (it builds them into a temporary index,
 * about 0.1 ms a thousand); beyond, JavaScript walks, for a fixed 0.3 ms or so (`pageAmong`).
 */
const PROBE_MATCHES_UP_TO = 3000;

/** Rows of `table` among `matches`, for reading them in the list's order (a CSV's chunks, a page). */
export function amongMatches(table: Table, matches: Matches | undefined): SQL | undefined {
  // `+` keeps SQLite from driving from the IN list, which would read and sort every match.
  return matches && sql`+${table}.rowid IN (${matches.rows})`;
}

/** Rows of `table` among `matches`, each sought by its rowid (a count, a sum, a page of few matches). */
export function matchedRows(table: Table, matches: Matches): SQL {
  return sql`${table}.rowid IN (${matches.rows})`;
}

/**
 * The condition and window that read one page (`window`) of `table`'s rows meeting `where`, in
 * `order`, among `matches` (`total` of them meet `where`). Few: sought by rowid and sorted. More:
 * SQLite walks the list's sort index probing the matches. Many: the sort index is walked here for
 * rowids alone, in growing batches, each kept when it is a match (a binary search), until the page is
 * full, and the page is those rowids: SQLite would build every match into a temporary index to probe
 * (0.9 ms of 'wi-fi''s 3 ms, 8,465 matches).
 */
export function pageAmong(
  db: DbOrTx,
  table: Table,
  where: SQL | undefined,
  order: SQL[],
  matches: Matches | undefined,
  total: number,
  window: { limit: number; offset: number },
): { where: SQL | undefined; limit: number; offset: number } {
  if (!matches) return { where, ...window };
  if (total <= SORT_MATCHES_UP_TO) return { where: and(where, matchedRows(table, matches)), ...window };
  if (matches.count <= PROBE_MATCHES_UP_TO) return { where: and(where, amongMatches(table, matches)), ...window };
  const rowid = sql<number>`${table}.rowid`;
  const wanted = window.offset + window.limit;
  const found: number[] = [];
  // First the rows that hold the page's matches if they are spread evenly (the highest matched rowid
  // stands for the table's size), and a quarter more; then twice as many each time more are needed.
  const first = Math.ceil(((wanted * matches.rowids.at(-1)!) / matches.count) * 1.25);
  for (let skip = 0, size = first; found.length < wanted; skip += size, size *= 2) {
    const batch = db
      .select({ rowid })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset(skip)
      .values() as [number][];
    for (const [id] of batch) if (matches.has(id) && found.push(id) === wanted) break;
    if (batch.length < size) break;
  }
  return { where: inList(rowid, found.slice(window.offset)), limit: window.limit, offset: 0 };
}

/**
 * `column IN (values)`, sought on the column's index. An empty list is `IN (NULL)`, which finds
 * nothing on the index too: drizzle's `false` for an empty list is planned as a scan.
 */
function inList(column: SQLWrapper, values: unknown[]): SQL {
  return values.length > 0 ? inArray(column, values) : sql`${column} IN (NULL)`;
}

/**
 * How many rows of `table` meet `where` and are among `matches` (none: every row meeting `where`).
 * With matches and no other condition, the matches are the answer: no row of `table` is read.
 */
export function countAmong(db: DbOrTx, table: Table, where: SQL | undefined, matches?: Matches): number {
  if (matches && !where) return matches.count;
  return totalOf(
    db
      .select(countAll())
      .from(table)
      .where(and(where, matches && matchedRows(table, matches)))
      .get(),
  );
}

/** A user's name and email (and phone), through `users_fts`, for rows pointing at the user by `userId`. */
export function userText(userId: SQLWrapper, columns: readonly ('name' | 'email' | 'phone')[] = ['name', 'email']): TextColumns {
  return { index: 'users_fts', columns, rows: (match) => sql`${userId} IN (SELECT "id" FROM "users" WHERE ${match})` };
}

/**
 * A room's name and number, for rows pointing at the room by `roomId`. Rooms are a few hundred at
 * most, so the matching ones are looked up first (LIKE) and listed: SQLite then seeks each room's
 * rows on the `room_id` index, or reads nothing when no room matches, where a subquery, planned
 * for any room, reads the whole table.
 */
export function roomText(db: DbOrTx, roomId: SQLWrapper): TextColumns {
  const ids = (match: SQL) =>
    db
      .select({ id: rooms.id })
      .from(rooms)
      .where(match)
      .all()
      .map((room) => room.id);
  return {
    columns: ['name', 'room_number'],
    rows: (match) => inList(roomId, ids(match)),
  };
}

/** Text reached through one more table: rows whose `id` column `fk` points at rows that `text` finds, e.g. payments of bookings of a guest. */
export function through(fk: SQLWrapper, table: Table, text: TextColumns): TextColumns {
  return { ...text, rows: (match) => sql`${fk} IN (SELECT "id" FROM ${table} WHERE ${text.rows(match)})` };
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

/**
 * Newest first; rows stamped in the same millisecond keep their insertion order (SQLite's rowid),
 * which random id suffixes would not, so pages never repeat or skip a row.
 */
export function newestFirst(table: Table, createdAt: SQLWrapper): SQL[] {
  return [desc(createdAt), desc(sql`${table}.rowid`)];
}

/** A selection of columns and SQL values, each either at the top or in one named object (a table's, or a group). */
type Selection = Record<string, unknown>;

/**
 * Rows of a select rebuilt from its raw values (drizzle's `.values()`) in the shape drizzle's own mapping gives:
 * the same fields in the same order, each decoded by its column, an object of a left-joined table null when all
 * its values are. Each field's kind is worked out once here; drizzle works it out again for every field of every
 * row, which for a guest's 200 complaints cost as much as the query. One level of nesting, as our views use.
 */
export function rowsOf<Row>(selection: Selection, leftJoined: readonly string[] = []): (values: unknown[][]) => Row[] {
  // An `sql` value is taken as the driver gives it: rowsOf is for selections without `mapWith`.
  const decoderOf = (field: unknown): ((value: unknown) => unknown) => {
    if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
    if (is(field, SQL)) return (value) => value;
    throw new Error('rowsOf reads columns and sql values only');
  };
  const plan: { group: string | undefined; key: string; decode: (value: unknown) => unknown }[] = [];
  for (const [key, field] of Object.entries(selection)) {
    if (is(field, Column) || is(field, SQL)) plan.push({ group: undefined, key, decode: decoderOf(field) });
    else {
      const members = is(field, Table) ? getTableColumns(field) : (field as Selection);
      for (const [member, column] of Object.entries(members)) plan.push({ group: key, key: member, decode: decoderOf(column) });
    }
  }
  return (values) =>
    values.map((raw) => {
      const row: Record<string, unknown> = {};
      plan.forEach(({ group, key, decode }, index) => {
        const value = raw[index] === null ? null : decode(raw[index]);
        if (group === undefined) row[key] = value;
        else ((row[group] ??= {}) as Record<string, unknown>)[key] = value;
      });
      for (const group of leftJoined) {
        if (Object.values(row[group] as Record<string, unknown>).every((value) => value === null)) row[group] = null;
      }
      return row as Row;
    });
}
