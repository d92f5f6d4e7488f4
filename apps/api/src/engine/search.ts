import { and, count, inArray, or, type SQL, sql, type Table, type SQLWrapper } from 'drizzle-orm';
import { rooms, type DbOrTx } from '@innkeep/db';

// Search and paging over SQLite's trigram full-text indexes: services describe a list (`findMatches`,
// then `searchPage`) and read the page's rows themselves. query-plans.test.ts keeps every list O(page).

/** `%text%` for LIKE with the wildcards the user typed taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The trigram full-text indexes and their columns, kept by the *_fts_* triggers (packages/db/src/triggers.ts). */
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

/** A search's matches: rowids of the searched table, ascending, found once per request (`findMatches`). */
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
export function findMatches(db: DbOrTx, search: string | undefined, table: Table, sources: (TextColumns | OwnText)[]): Matches | undefined {
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

/** Up to this many matches a page seeks them by rowid and sorts them (O(matches)). */
const SORT_MATCHES_UP_TO = 1000;

/**
 * Up to this many SQLite walks the list's sort index probing the matches (it first builds them into a
 * temporary index, about 0.1 ms a thousand); beyond, the walk is done here (`walkPage`).
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
 * How many rows of `table` meet `where` and are among `matches` (none: every row meeting `where`).
 * With matches and no other condition, the matches are the answer: no row of `table` is read.
 */
export function countAmong(db: DbOrTx, table: Table, where: SQL | undefined, matches?: Matches): number {
  if (matches && !where) return matches.count;
  return (
    db
      .select({ n: count() })
      .from(table)
      .where(and(where, matches && matchedRows(table, matches)))
      .get()?.n ?? 0
  );
}

/** One page of a list: `table`'s rows meeting `where` (and among `matches`, when searched), in `order`. */
export interface PageSpec {
  table: Table;
  where: SQL | undefined;
  order: SQL[];
  window: { limit: number; offset: number };
  /** The search's matches (`findMatches`); none: the list is not searched. */
  matches?: Matches | undefined;
  /** The row count when the caller already knows it (a running total). */
  total?: number;
}

/**
 * The list's total and the condition and window that read its page. With matches and no other
 * condition the total is the number of matches: no row of `table` is read to count them. The page:
 * few matches are sought by rowid and sorted; more are probed while SQLite walks the sort index; many
 * are kept here while the sort index is walked (`walkPage`).
 */
export function searchPage(db: DbOrTx, spec: PageSpec): { total: number; where: SQL | undefined; limit: number; offset: number } {
  const { table, where, matches, window } = spec;
  const total = spec.total ?? countAmong(db, table, where, matches);
  if (!matches) return { total, where, ...window };
  if (total <= SORT_MATCHES_UP_TO) return { total, where: and(where, matchedRows(table, matches)), ...window };
  if (matches.count <= PROBE_MATCHES_UP_TO) return { total, where: and(where, amongMatches(table, matches)), ...window };
  return { total, ...walkPage(db, spec, matches) };
}

/**
 * The page among many matches: rowids alone read off the sort index in growing batches, each kept when
 * it is a match (a binary search), until the page is full; the page is then those rowids. SQLite would
 * first build every match into a temporary index to probe (0.9 ms of 'wi-fi''s 3 ms, 8,465 matches).
 */
function walkPage(db: DbOrTx, { table, where, order, window }: PageSpec, matches: Matches) {
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
